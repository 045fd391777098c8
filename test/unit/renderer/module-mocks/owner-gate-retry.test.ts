import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../preload/contract/index.ts';

// `invoke` picks its transport once per module: each test loads `api.ts` afresh
// (`vi.resetModules`) over a bridge of its own, standing for Electron's preload.

const required: Result<never> = {
  ok: false,
  error: {
    code: 'owner_passcode_required',
    message: 'transfers:create needs the owner passcode.',
    params: { channel: 'transfers:create' },
  },
};
const sent: Result<unknown> = { ok: true, value: { id: 'p1' } };
const input = { key: 'ana@exemplo.com.br', amountCents: 2_500, confirmAmountCents: 2_500 };

let answers: Result<unknown>[];
let calls: [string, unknown][];

beforeEach(() => {
  vi.resetModules();
  answers = [];
  calls = [];
  vi.stubGlobal('window', {
    balcao: {
      invoke: (channel: string, given: unknown) => {
        calls.push([channel, given]);
        return Promise.resolve(answers.shift() ?? sent);
      },
      on: () => () => {},
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

async function load() {
  const api = await import('../../../../renderer/src/lib/api.ts');
  const gate = await import('../../../../renderer/src/lib/owner-gate.ts');
  return { invoke: api.invoke, setOwnerGate: gate.setOwnerGate };
}

describe('a call refused for want of the owner passcode', () => {
  it('is sent again, with the same input, once the owner gave the passcode', async () => {
    const { invoke, setOwnerGate } = await load();
    const asked: string[] = [];
    setOwnerGate((channel) => {
      asked.push(channel);
      return Promise.resolve(true);
    });
    answers = [required, sent];
    expect(await invoke('transfers:create', input)).toEqual(sent);
    expect(asked).toEqual(['transfers:create']);
    expect(calls).toEqual([
      ['transfers:create', input],
      ['transfers:create', input],
    ]);
  });

  it('comes back as refused when the owner cancels, and is not sent again', async () => {
    const { invoke, setOwnerGate } = await load();
    setOwnerGate(() => Promise.resolve(false));
    answers = [required];
    expect(await invoke('transfers:create', input)).toEqual(required);
    expect(calls).toHaveLength(1);
  });

  it('is sent again only once, whatever the second answer', async () => {
    const { invoke, setOwnerGate } = await load();
    let asked = 0;
    setOwnerGate(() => Promise.resolve(++asked > 0));
    answers = [required, required];
    expect(await invoke('transfers:create', input)).toEqual(required);
    expect(asked).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('comes back as it is without a gate, and other refusals never ask', async () => {
    const { invoke, setOwnerGate } = await load();
    answers = [required];
    expect(await invoke('transfers:create', input)).toEqual(required);
    const stop = setOwnerGate(() => Promise.reject(new Error('must not be asked')));
    const offline: Result<never> = { ok: false, error: { code: 'offline', message: 'down' } };
    answers = [offline];
    expect(await invoke('transfers:create', input)).toEqual(offline);
    stop();
    expect(calls).toHaveLength(2);
  });
});
