import { maskDocument, type DecodedCodeView } from '../../../preload/contract/index.ts';
import type { DecodedPixCode } from '../../service/payments.ts';

/** How long a decoding may be paid after it was shown: the owner reads, then confirms. */
export const DECODED_CODE_TTL_MS = 15 * 60_000;

/** What the bank said of a code, as the confirmation shows it. */
export function decodedCodeView(code: DecodedPixCode, decodedAt: Date): DecodedCodeView {
  const kind =
    code.type === 'QR_CODE_STATIC'
      ? 'static'
      : code.type === 'DYNAMIC_PAYMENT_WITH_EXPIRATION'
        ? 'dynamic-due-date'
        : 'dynamic-immediate';
  const limited = kind !== 'static' && code.expirationTime > 0;
  const payableUntil = limited
    ? new Date(decodedAt.getTime() + code.expirationTime * 1000).toISOString()
    : null;
  let notPayable: DecodedCodeView['notPayable'] = null;
  if (code.status === 'CONCLUDED') notPayable = 'concluded';
  else if (code.status !== 'ACTIVE') notPayable = 'removed';
  else if (kind !== 'static' && code.expirationTime <= 0) notPayable = 'expired';
  return {
    endToEndId: code.endToEndId,
    kind,
    status: code.status,
    amountCents: code.amountCents,
    allowChangeAmount: code.allowChangeAmount,
    payableUntil,
    receiver: {
      name: code.beneficiary.holder.name,
      document: maskDocument(code.beneficiary.holder.document),
      bank: code.beneficiary.participant.name,
      key: code.key,
    },
    notPayable,
    dueCharge:
      code.dueDateCharge === null
        ? null
        : { ...code.dueDateCharge, originalAmountCents: code.originalAmountCents },
  };
}

interface Decoding {
  code: DecodedPixCode;
  view: DecodedCodeView;
  at: number;
}

/**
 * The codes decoded in this run, by their single-use endToEndId. A payment names only that id:
 * what is paid (transaction, receiver, amount rules) is what the bank said when the owner was
 * shown it, never what the page sends back.
 */
export class DecodedCodes {
  readonly #byEndToEndId = new Map<string, Decoding>();

  remember(code: DecodedPixCode, view: DecodedCodeView, now: Date): void {
    this.#forgetOld(now);
    this.#byEndToEndId.set(code.endToEndId, { code, view, at: now.getTime() });
  }

  /** The decoding, while it may still be paid; undefined when unknown or too old. */
  find(endToEndId: string, now: Date): Decoding | undefined {
    this.#forgetOld(now);
    return this.#byEndToEndId.get(endToEndId);
  }

  /** A decoding is paid once: its endToEndId is single use at the bank too. */
  forget(endToEndId: string): void {
    this.#byEndToEndId.delete(endToEndId);
  }

  #forgetOld(now: Date): void {
    for (const [id, decoding] of this.#byEndToEndId)
      if (now.getTime() - decoding.at > DECODED_CODE_TTL_MS) this.#byEndToEndId.delete(id);
  }
}
