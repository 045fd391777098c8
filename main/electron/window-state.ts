import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';

// Where the window was, kept between runs: a small JSON file in the user-data folder. Plain
// Node (no Electron), so unit tests cover the fitting and the file; `window-place.ts` wires it
// to the window and the screens.

const rectSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Rect = z.infer<typeof rectSchema>;

export const windowStateSchema = z.object({
  /** The window's size and place when neither maximized nor full screen. */
  bounds: rectSchema,
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** How the window opens: a place only when the saved one is on a screen now; else centred. */
export interface Placement {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

/**
 * Windows draws a window's resize border outside what it reports as the work area, so a window
 * snapped to a screen's edge is saved a few pixels past it. That much overhang still fits.
 */
const EDGE_SLACK = 16;

function within(rect: Rect, area: Rect, slack: number): boolean {
  return (
    rect.x >= area.x - slack &&
    rect.y >= area.y - slack &&
    rect.x + rect.width <= area.x + area.width + slack &&
    rect.y + rect.height <= area.y + area.height + slack
  );
}

/** Moves `rect` by at most the slack so it lies inside `area`. */
function nudgeInside(rect: Rect, area: Rect): Rect {
  const x = Math.min(Math.max(rect.x, area.x), area.x + area.width - rect.width);
  const y = Math.min(Math.max(rect.y, area.y), area.y + area.height - rect.height);
  return { ...rect, x, y };
}

/**
 * Where to open the window, given what was saved and the work areas of the screens there are
 * now (the primary first). The saved place is used only when the whole window fits on one of
 * them: a screen unplugged since, or a smaller resolution, must not open the app off screen.
 * Failing that the saved size is kept, centred, if it fits the primary screen; else the
 * defaults (null). Never smaller than the window's minimum size.
 */
export function fitToDisplays(
  saved: WindowState | null,
  workAreas: readonly Rect[],
  minimum: { width: number; height: number },
): Placement | null {
  if (!saved) return null;
  const { bounds, maximized } = saved;
  if (bounds.width < minimum.width || bounds.height < minimum.height) return null;
  const home = workAreas.find((area) => within(bounds, area, EDGE_SLACK));
  if (home) {
    const fitted = nudgeInside(
      {
        ...bounds,
        width: Math.min(bounds.width, home.width),
        height: Math.min(bounds.height, home.height),
      },
      home,
    );
    return { ...fitted, maximized };
  }
  const primary = workAreas[0];
  if (primary && bounds.width <= primary.width && bounds.height <= primary.height) {
    return { width: bounds.width, height: bounds.height, maximized };
  }
  return null;
}

/** What was saved, or null when there is nothing readable (first run, a file edited by hand). */
export function readWindowState(file: string): WindowState | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = windowStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes the state whole (a temporary file renamed over it: never half a file). */
export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(windowStateSchema.parse(state), null, 2));
  renameSync(temporary, file);
}

/**
 * Saves the state a little after the last move or resize (a drag reports dozens a second), and
 * at once on `flush` — when the window closes.
 */
export class WindowStateSaver {
  readonly #file: string;
  readonly #delayMs: number;
  #pending: WindowState | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(file: string, delayMs = 500) {
    this.#file = file;
    this.#delayMs = delayMs;
  }

  /** Remembers `state`; written once the window has kept still for the delay. */
  changed(state: WindowState): void {
    this.#pending = state;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), this.#delayMs);
  }

  /** Writes what is pending now. A failed write loses a window position, nothing else. */
  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const state = this.#pending;
    this.#pending = null;
    if (!state) return;
    try {
      writeWindowState(this.#file, state);
    } catch {
      // A read-only or full disk: the window opens at its default place next time.
    }
  }
}
