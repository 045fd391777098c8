import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { channels, eventNames, type Channel, type EventName } from './contract/index.ts';

const allowedChannels = new Set<string>(channels);
const allowedEvents = new Set<string>(eventNames);

/**
 * The whole surface the renderer gets: invoke an allow-listed contract channel, listen to an
 * allow-listed event. No ipcRenderer, no Node, no secrets.
 */
const bridge = {
  invoke(channel: Channel, input: unknown): Promise<unknown> {
    if (!allowedChannels.has(channel)) {
      return Promise.resolve({
        ok: false,
        error: { code: 'internal', message: `Unknown channel ${String(channel)}` },
      });
    }
    return ipcRenderer.invoke(channel, input);
  },
  on(event: EventName, listener: (payload: unknown) => void): () => void {
    if (!allowedEvents.has(event)) return () => {};
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(`event:${event}`, wrapped);
    return () => ipcRenderer.removeListener(`event:${event}`, wrapped);
  },
};

contextBridge.exposeInMainWorld('balcao', bridge);
