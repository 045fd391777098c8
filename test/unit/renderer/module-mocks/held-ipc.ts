import type { Result } from '../../../../preload/contract/index.ts';

/** A call the renderer made, held until the test answers it. */
export interface HeldCall {
  channel: string;
  input: unknown;
  resolve: (result: Result<unknown>) => void;
}

/**
 * The renderer's IPC boundary (`renderer/src/lib/api.ts`) for a test that replaces it: every
 * call waits for the test's answer, and main's events are delivered when the test says — as
 * the web transport's fetch and EventSource can cross. `module` is what `vi.mock` returns:
 *
 *   vi.mock('…/renderer/src/lib/api.ts', async () => (await import('./held-ipc.ts')).ipc.module);
 */
function heldIpc() {
  const calls: HeldCall[] = [];
  const listeners = new Map<string, (payload: unknown) => void>();
  return {
    calls,
    module: {
      invoke: (channel: string, input: unknown) =>
        new Promise<Result<unknown>>((resolve) => calls.push({ channel, input, resolve })),
      on: (name: string, listener: (payload: unknown) => void) => {
        listeners.set(name, listener);
        return () => listeners.delete(name);
      },
    },
    /** The latest call on `channel`, still waiting. */
    pending: (channel: string) => calls.filter((c) => c.channel === channel).at(-1)!,
    /** Delivers one of main's events to the listener the renderer registered. */
    emit: (name: string, payload: unknown) => listeners.get(name)!(payload),
  };
}

/** One per test file: the files of this folder each run in a module graph of their own. */
export const ipc = heldIpc();
