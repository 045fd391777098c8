import type { Result } from '../../../../preload/contract/index.ts';
import {
  roleOperations,
  setPasscodeInputSchema,
  type RoleStatus,
} from '../../../../preload/contract/features/roles.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput } from '../../lib/draft-values.ts';
import { FormState } from '../../lib/state/form-state.svelte.ts';

interface PasscodeDraft {
  current: string;
  passcode: string;
  confirm: string;
}

/**
 * Setting the owner's passcode (`withCurrent` false: none yet) or changing it (the current
 * one first). The contract's rules run as the owner types; main checks the current one.
 */
export function passcodeForm(withCurrent: boolean, id: string) {
  return new FormState({
    id,
    empty: (): PasscodeDraft => ({ current: '', passcode: '', confirm: '' }),
    check: (draft: PasscodeDraft) =>
      checkInput(
        setPasscodeInputSchema,
        withCurrent ? draft : { passcode: draft.passcode, confirm: draft.confirm },
        withCurrent && draft.current === '' ? { current: [{ key: 'v.required' }] } : {},
      ),
    send: (data): Promise<Result<RoleStatus>> => invoke('roles:set-passcode', data),
  });
}

/** Removing the passcode, and the roles with it: the current one is asked for. */
export function removePasscodeForm() {
  return new FormState({
    id: 'roles-remove',
    empty: () => ({ current: '' }),
    check: (draft: { current: string }) =>
      checkInput(roleOperations['roles:remove-passcode'].input, draft, {}),
    send: (data): Promise<Result<RoleStatus>> => invoke('roles:remove-passcode', data),
  });
}
