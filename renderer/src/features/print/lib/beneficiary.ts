import type { Profile } from '../../../../../preload/contract/index.ts';
import { pixMerchantName } from './emv.ts';

/**
 * Who issues the account's boletos and receives its Pix, in the local sandbox: the bank's
 * demo account holder (main/sandbox/bank.ts), which the renderer may not import.
 */
export const LOCAL_SANDBOX_HOLDER = 'Balcao Sandbox Ltda';

/**
 * The name printed as beneficiary (cedente) or as the business on a Pix card. The service
 * does not send the account holder's name with a boleto, so it comes from what is known, best
 * first: the name the bank wrote into the charge's Pix payload; the local sandbox's own
 * holder; the name the owner gave the profile. Empty when none is known yet (the page shows
 * a dash rather than someone else's name).
 */
export function beneficiaryName(input: {
  pixPayload?: string | null;
  profile: Pick<Profile, 'kind' | 'name'> | null;
}): string {
  const fromPayload = pixMerchantName(input.pixPayload);
  if (fromPayload) return fromPayload;
  if (input.profile?.kind === 'local-sandbox') return LOCAL_SANDBOX_HOLDER;
  return input.profile?.name.trim() ?? '';
}
