import type { CounterQrMerchant } from '../../../preload/contract/index.ts';
import { MERCHANT_CITY_MAX, MERCHANT_NAME_MAX } from '../../domain/brcode.ts';
import { merchantFieldText } from '../../domain/brcode-static.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../../sandbox/bank.ts';
import { businessDetailsOf } from '../business/business-details.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/**
 * Who a counter QR names as receiver (fields 59 and 60): the business details in Settings —
 * the trade name, else the legal name, and the address's city. Without them, on the local
 * sandbox, its own account holder (the name its dynamic codes carry); elsewhere nobody, since
 * the app knows no city to write: the screen asks for the business details first.
 */
export function counterQrMerchant(
  ctx: Pick<AppContext, 'settings'>,
  session: Pick<ProfileSession, 'profileId' | 'kind'>,
): CounterQrMerchant | null {
  const details = businessDetailsOf(ctx.settings, session.profileId);
  if (details) {
    // A trade name written in another script leaves nothing the code can carry: the legal name.
    const names = [details.tradeName, details.legalName].map((name) =>
      merchantFieldText(name ?? '', MERCHANT_NAME_MAX),
    );
    return {
      name: names.find((name) => name !== '') ?? '',
      city: merchantFieldText(details.address.city, MERCHANT_CITY_MAX),
      fromSettings: true,
    };
  }
  if (session.kind === 'local-sandbox') {
    return {
      name: merchantFieldText(SANDBOX_ACCOUNT_HOLDER.name, MERCHANT_NAME_MAX),
      city: merchantFieldText(SANDBOX_ACCOUNT_HOLDER.city, MERCHANT_CITY_MAX),
      fromSettings: false,
    };
  }
  return null;
}
