import type { Locale, ReceivedPixView } from '../../../../preload/contract/index.ts';
import { formatInstantDate } from '../../lib/format.ts';
import { translate } from '../../lib/i18n/translate.ts';
import type { Route } from '../../lib/router.ts';
import { chargeRoute } from '../charges/charges.ts';

/**
 * The charge a received Pix paid: its page, and the words the owner knows it by — its kind and
 * what names it in the charges list (`Boleto: NF-1042`, `Pix com vencimento: Mensalidade 03`),
 * or its kind and creation day when nothing names it. A charge this computer does not keep
 * is named by its id; its page reads it from the bank.
 */
export function receivedChargeOf(
  received: Pick<ReceivedPixView, 'source' | 'reference' | 'charge'>,
  locale: Locale,
): { route: Route | null; text: string; named: boolean } | null {
  const id = received.reference;
  if (id === null) return null;
  const charge = received.charge ?? null;
  if (charge) {
    const kind = translate(locale, `charge.kind.${charge.kind}`);
    const text =
      charge.label !== null && charge.label.trim() !== ''
        ? translate(locale, 'received.charge_named', { kind, label: charge.label })
        : translate(locale, 'received.charge_created', {
            kind,
            date: formatInstantDate(charge.createdAt, locale),
          });
    return { route: chargeRoute(charge.kind, id), text, named: true };
  }
  const route =
    received.source === 'boleto'
      ? chargeRoute('boleto', id)
      : received.source === 'due-date' || received.source === 'immediate'
        ? chargeRoute(`pix-${received.source}`, id)
        : null;
  return { route, text: id, named: false };
}
