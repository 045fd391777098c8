import type { BoletoView, PixCodeView } from '../../../preload/contract/index.ts';
import { chargeMoneyReader } from '../../cache/charges/charge-money-read.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/** A boleto as its page shows it: with what was received, refunded and kept of it. */
export function boletoWithMoney(session: ProfileSession, view: BoletoView): BoletoView {
  const money = chargeMoneyReader(session.db).moneyOf('boleto', view.correlationId);
  return money === null ? view : { ...view, money };
}

/** A Pix code as its page shows it: with what was received, refunded and kept of it. */
export function pixWithMoney(session: ProfileSession, view: PixCodeView): PixCodeView {
  const kind = view.kind === 'immediate' ? 'pix-immediate' : 'pix-due-date';
  const money = chargeMoneyReader(session.db).moneyOf(kind, view.correlationId);
  return money === null ? view : { ...view, money };
}
