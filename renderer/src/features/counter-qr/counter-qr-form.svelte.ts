import type { CounterQrInputParsed } from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { FormState } from '../../lib/state/form-state.svelte.ts';
import { checkCounterQrDraft, type CounterQrDraft } from './counter-qr-draft.ts';

/** Building the code (`counter-qr:build`), starting on `key` (the newest registered key). */
export function counterQrForm(key: string) {
  return new FormState({
    empty: (): CounterQrDraft => ({ key, amount: '', description: '' }),
    check: checkCounterQrDraft,
    send: (data: CounterQrInputParsed) => invoke('counter-qr:build', data),
  });
}

export type CounterQrForm = ReturnType<typeof counterQrForm>;
