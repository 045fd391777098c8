import {
  pixKeyCreateInputSchema,
  type PixKey,
  type PixKeyEntryType,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput, type DraftCheck } from '../../lib/draft-values.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';

export interface PixKeyDraft {
  entryType: PixKeyEntryType;
}

type Parsed = { entryType: PixKeyEntryType };

/**
 * Registering a key: the owner picks its type; only a random key can be registered here, and
 * the others say why on the field (the contract's rule) as soon as they are picked.
 */
export class PixKeyFormState extends DraftFormState<PixKeyDraft, Parsed, PixKey> {
  protected emptyDraft(): PixKeyDraft {
    return { entryType: 'EVP' };
  }
  protected checkDraft(draft: PixKeyDraft): DraftCheck<Parsed> {
    return checkInput(pixKeyCreateInputSchema, { entryType: draft.entryType }, {});
  }
  protected send(data: Parsed) {
    return invoke('pix-keys:create', data);
  }
  protected isShownPath(path: string): boolean {
    return path === 'entryType';
  }
}
