import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { channels } from '../../preload/contract/index.ts';
import { dispatch, type HandlerTable, type Logger } from '../ipc/registry.ts';
import type { EventBus } from '../ipc/event-bus.ts';
import { APP_ORIGIN } from './protocol.ts';
import { originOf, trustedOrigins } from './security-policy.ts';

/**
 * Electron IPC over the same registry as the web transport. Sender check first (as VS Code's
 * ValidatedIpcMain): only our own origin, only the main frame.
 */
export function registerIpcTransport(
  handlers: HandlerTable,
  events: EventBus,
  getWindow: () => BrowserWindow | null,
  log: Logger,
  devServerUrl: string | null,
): () => void {
  // The dev server's origin is passed only by an unpackaged app (`devServerUrlFor`).
  const allowedOrigins = trustedOrigins(APP_ORIGIN, devServerUrl);

  const senderIsTrusted = (event: IpcMainInvokeEvent): boolean => {
    const frame = event.senderFrame;
    if (!frame || frame !== event.sender.mainFrame) return false;
    const origin = originOf(frame.url);
    return origin !== null && allowedOrigins.has(origin);
  };

  for (const channel of channels) {
    ipcMain.handle(channel, (event, input: unknown) => {
      if (!senderIsTrusted(event)) {
        log.warn(`Refused ${channel} from an untrusted frame`);
        return { ok: false, error: { code: 'unauthorized', message: 'Refused' } };
      }
      return dispatch(handlers, channel, input, { transport: 'electron' }, log);
    });
  }

  const unsubscribe = events.subscribe((name, payload) => {
    getWindow()?.webContents.send(`event:${name}`, payload);
  });

  return () => {
    unsubscribe();
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}
