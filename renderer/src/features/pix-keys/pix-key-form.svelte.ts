import {
  pixKeyCreateInputSchema,
  type PixKeyEntryType,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput, type DraftCheck } from '../../lib/draft-values.ts';
import { FormState } from '../../lib/state/form-state.svelte.ts';

export interface PixKeyDraft {
  entryType: PixKeyEntryType;
}

type Parsed = { entryType: PixKeyEntryType };

/**
 * Registering a key: the owner picks its type; only a random key can be registered here, and
 * the others say why on the field (the contract's rule) as soon as they are picked.
 */
export function pixKeyForm() {
  return new FormState({
    empty: (): PixKeyDraft => ({ entryType: 'EVP' }),
    check: (draft: PixKeyDraft): DraftCheck<Parsed> =>
      checkInput(pixKeyCreateInputSchema, { entryType: draft.entryType }, {}),
    send: (data: Parsed) => invoke('pix-keys:create', data),
  });
}

export type PixKeyForm = ReturnType<typeof pixKeyForm>;
