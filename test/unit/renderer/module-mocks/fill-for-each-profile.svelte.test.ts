import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ipc } from './held-ipc.ts';
import type { AppInfo, Profile, Result } from '../../../../preload/contract/index.ts';

// The IPC boundary only (held-ipc.ts).
vi.mock(
  '../../../../renderer/src/lib/api.ts',
  async () => (await import('./held-ipc.ts')).ipc.module,
);

const { fillForEachProfile } = await import('../../../../renderer/src/lib/profile-data.ts');
const { app } = await import('../../../../renderer/src/lib/state/app.svelte.ts');
const { businessForm } =
  await import('../../../../renderer/src/features/settings/business-form.svelte.ts');

const flush = () => vi.advanceTimersByTimeAsync(0);
const { pending } = ipc;

/** The app's info, with `active` as the active profile. */
async function activate(active: string): Promise<void> {
  void app.refreshInfo();
  const info: AppInfo = {
    version: '1',
    transport: 'web',
    locale: 'pt-BR',
    activeProfileId: active,
    profiles: [{ id: active } as Profile],
  };
  pending('app:get-info').resolve({ ok: true, value: info });
  await flush();
}

describe('a settings form filled for each profile', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    ipc.calls.length = 0;
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function open() {
    const form = businessForm();
    const filled: string[] = [];
    stop = fillForEachProfile({
      read: async () => {
        const result = await new Promise<Result<unknown>>((resolve) =>
          ipc.calls.push({ channel: 'read', input: {}, resolve }),
        );
        return result.ok ? String(result.value) : undefined;
      },
      form,
      fill: (value: string) => {
        filled.push(value);
        form.reset();
        form.draft.legalName = value;
      },
    });
    return { form, filled };
  }

  /** The owner types into a field, as a form field reports it. */
  function type(form: ReturnType<typeof businessForm>, text: string) {
    form.draft.legalName = text;
    form.edited('legalName');
  }

  it('keeps what the owner typed before the first answer came', async () => {
    await activate('a');
    const { form, filled } = open();
    type(form, 'Flora Ltda');
    pending('read').resolve({ ok: true, value: 'stored' });
    await flush();
    expect(filled).toEqual([]);
    expect(form.draft.legalName).toBe('Flora Ltda');
  });

  it('fills an untouched form, and fills it again for another profile over what was typed', async () => {
    await activate('a');
    const { form, filled } = open();
    pending('read').resolve({ ok: true, value: 'stored for a' });
    await flush();
    expect(form.draft.legalName).toBe('stored for a');
    type(form, 'typed for a');
    // The owner switches profile: the form shows the other profile's details.
    await activate('b');
    ipc.emit('data:changed', { resource: 'profiles' });
    pending('read').resolve({ ok: true, value: 'stored for b' });
    await flush();
    expect(filled).toEqual(['stored for a', 'stored for b']);
    expect(form.draft.legalName).toBe('stored for b');
  });

  it('keeps the draft when a read fails', async () => {
    await activate('a');
    const { form, filled } = open();
    pending('read').resolve({ ok: false, error: { code: 'internal', message: 'no' } });
    await flush();
    expect(filled).toEqual([]);
    expect(form.hasEdits).toBe(false);
  });
});
