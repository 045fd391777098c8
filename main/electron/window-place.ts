import { screen, type BrowserWindow } from 'electron';
import {
  fitToDisplays,
  readWindowState,
  WindowStateSaver,
  type Placement,
} from './window-state.ts';

/** Where the window opens: where it was last time, when that is on a screen there is now. */
export function savedPlacement(
  file: string,
  minimum: { width: number; height: number },
): Placement | null {
  const primary = screen.getPrimaryDisplay();
  const others = screen.getAllDisplays().filter((display) => display.id !== primary.id);
  const workAreas = [primary, ...others].map((display) => display.workArea);
  return fitToDisplays(readWindowState(file), workAreas, minimum);
}

/** Saves the window's size and place as it moves and resizes (debounced), and as it closes. */
export function rememberPlacement(window: BrowserWindow, file: string): void {
  const saver = new WindowStateSaver(file);
  const current = () => {
    // The size it returns to from maximized or full screen, in whole pixels.
    const bounds = window.getNormalBounds();
    return {
      bounds: {
        x: Math.round(bounds.x),
        y: Math.round(bounds.y),
        width: Math.round(bounds.width),
        height: Math.round(bounds.height),
      },
      maximized: window.isMaximized(),
    };
  };
  const changed = () => saver.changed(current());
  window.on('resize', changed);
  window.on('move', changed);
  window.on('maximize', changed);
  window.on('unmaximize', changed);
  window.on('close', () => {
    saver.changed(current());
    saver.flush();
  });
}
