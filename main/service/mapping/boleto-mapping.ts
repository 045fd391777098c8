import type { BoletoInputParsed } from '../../../preload/contract/schemas/boleto.ts';
import { centsToReais } from '../../domain/money.ts';
import type { CreateBoletoRequest } from '../../domain/wire/boletos.ts';
import { FORM_LEVEL, wireSegments } from './json-path.ts';

/**
 * Pure translation between the app's boleto shapes (integer cents, form paths) and the
 * service's wire shapes (reais, `Amount`, `discount.items`). The only place where a boleto
 * crosses the cents ⇄ reais line, through main/domain/money.ts.
 */

// ---------------------------------------------------------------------------------------------
// App → wire

type Payer = BoletoInputParsed['payer'];

function toWirePayer(payer: Payer): CreateBoletoRequest['payer'] {
  const address = payer.address;
  return {
    name: payer.name,
    document: payer.document,
    ...(payer.email ? { email: payer.email } : {}),
    ...(payer.phone ? { phone: { prefix: payer.phone.prefix, number: payer.phone.number } } : {}),
    ...(address
      ? {
          address: {
            zipCode: address.zipCode,
            publicPlace: address.publicPlace,
            neighborhood: address.neighborhood,
            number: address.number,
            // An empty complement is "none", not a blank line on the printed boleto.
            ...(address.complement ? { complement: address.complement } : {}),
            city: address.city,
            state: address.state,
          },
        }
      : {}),
  };
}

function toWireDiscount(
  discount: NonNullable<BoletoInputParsed['discount']>,
): CreateBoletoRequest['discount'] {
  // Assumption shared with the sandbox: FIXED bands carry reais, PERCENTAGE bands a percent.
  if (discount.type === 'FIXED') {
    return {
      type: 'FIXED',
      items: discount.bands.map((band) => ({
        date: band.date,
        amount: centsToReais(band.amountCents),
      })),
    };
  }
  return {
    type: 'PERCENTAGE',
    items: discount.bands.map((band) => ({ date: band.date, amount: band.percent })),
  };
}

function toWireLateFine(
  fine: NonNullable<BoletoInputParsed['lateFine']>,
): CreateBoletoRequest['lateFine'] {
  return fine.type === 'FIXED'
    ? { type: 'FIXED', amount: centsToReais(fine.amountCents) }
    : { type: 'PERCENTAGE', amount: fine.percent };
}

function toWireLatePayment(
  interest: NonNullable<BoletoInputParsed['latePayment']>,
): CreateBoletoRequest['latePayment'] {
  return interest.type === 'FIXED_PER_DAY'
    ? { type: 'FIXED_PER_DAY', amount: centsToReais(interest.amountCents) }
    : { type: 'PERCENTAGE_PER_MONTH', amount: interest.percent };
}

/**
 * The create request (spec 4.11) for a parsed form and the correlationId the outbox gave it.
 * Wallet 112 never sends `ourNumber` (the bank numbers it); wallet 121 always does.
 */
export function toWireBoletoRequest(
  input: BoletoInputParsed,
  correlationId: string,
): CreateBoletoRequest {
  const ourNumber = input.ourNumber?.trim();
  return {
    type: input.type,
    correlationId,
    walletNumber: input.wallet,
    yourNumber: input.yourNumber,
    ...(input.wallet === '121' && ourNumber ? { ourNumber } : {}),
    dueDate: input.dueDate,
    Amount: centsToReais(input.amountCents),
    payer: toWirePayer(input.payer),
    ...(input.discount ? { discount: toWireDiscount(input.discount) } : {}),
    ...(input.lateFine ? { lateFine: toWireLateFine(input.lateFine) } : {}),
    ...(input.latePayment ? { latePayment: toWireLatePayment(input.latePayment) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// 400 field paths → form paths

const TOP_LEVEL: Readonly<Record<string, string>> = {
  type: 'type',
  walletnumber: 'wallet',
  yournumber: 'yourNumber',
  ournumber: 'ourNumber',
  duedate: 'dueDate',
  amount: 'amountCents',
};
const PAYER: Readonly<Record<string, string>> = {
  name: 'name',
  document: 'document',
  email: 'email',
};
const PHONE: Readonly<Record<string, string>> = { prefix: 'prefix', number: 'number' };
const ADDRESS: Readonly<Record<string, string>> = {
  zipcode: 'zipCode',
  publicplace: 'publicPlace',
  neighborhood: 'neighborhood',
  number: 'number',
  complement: 'complement',
  city: 'city',
  state: 'state',
};

/** Which amount field of the form a wire `amount` stands for, given the setting's type. */
type AmountKinds = { discount?: string; lateFine?: string; latePayment?: string };

function amountField(type: string | undefined, fixedTypes: string[]): string {
  return type === undefined || fixedTypes.includes(type) ? 'amountCents' : 'percent';
}

function mapSegments(segments: string[], kinds: AmountKinds): string {
  const [head, ...rest] = segments.map((segment) => segment.toLowerCase());
  if (head === undefined) return FORM_LEVEL;
  if (rest.length === 0 && TOP_LEVEL[head]) return TOP_LEVEL[head];

  if (head === 'payer') {
    const [field, sub, ...more] = rest;
    if (field === undefined) return 'payer';
    if (PAYER[field] && sub === undefined) return `payer.${PAYER[field]}`;
    if (field === 'phone')
      return sub === undefined
        ? 'payer.phone'
        : PHONE[sub] && more.length === 0
          ? `payer.phone.${PHONE[sub]}`
          : FORM_LEVEL;
    if (field === 'address')
      return sub === undefined
        ? 'payer.address'
        : ADDRESS[sub] && more.length === 0
          ? `payer.address.${ADDRESS[sub]}`
          : FORM_LEVEL;
    return FORM_LEVEL;
  }

  if (head === 'discount') {
    const [field, index, sub, ...more] = rest;
    if (field === undefined) return 'discount';
    if (field === 'type' && index === undefined) return 'discount.type';
    if (field !== 'items' || more.length > 0) return FORM_LEVEL;
    if (index === undefined) return 'discount.bands';
    if (!/^\d+$/.test(index)) return FORM_LEVEL;
    if (sub === undefined) return `discount.bands.${index}`;
    if (sub === 'date') return `discount.bands.${index}.date`;
    if (sub === 'amount') return `discount.bands.${index}.${kinds.discount ?? 'amountCents'}`;
    return FORM_LEVEL;
  }

  if (head === 'latefine' || head === 'latepayment') {
    const base = head === 'latefine' ? 'lateFine' : 'latePayment';
    const [field, ...more] = rest;
    if (more.length > 0) return FORM_LEVEL;
    if (field === undefined) return base;
    if (field === 'type') return `${base}.type`;
    if (field === 'amount')
      return `${base}.${(head === 'latefine' ? kinds.lateFine : kinds.latePayment) ?? 'amountCents'}`;
    return FORM_LEVEL;
  }

  // correlationId, beneficiary and anything unknown have no field on the form.
  return FORM_LEVEL;
}

/**
 * Maps a JSON path of the service's 400 problem on boleto creation to the form path of
 * `BoletoInput` (`$.Amount` → `amountCents`, `$.payer.address.zipCode` →
 * `payer.address.zipCode`, `$.discount.items[1].date` → `discount.bands.1.date`); unknown
 * paths → `_`. Pass the request that was sent so that a discount, fine or interest `amount`
 * lands on `amountCents` or `percent` according to its type.
 */
export function wireToFormPath(wirePath: string, request?: CreateBoletoRequest): string {
  const kinds: AmountKinds = {
    discount: request?.discount ? amountField(request.discount.type, ['FIXED']) : undefined,
    lateFine: request?.lateFine ? amountField(request.lateFine.type, ['FIXED']) : undefined,
    latePayment: request?.latePayment
      ? amountField(request.latePayment.type, ['FIXED_PER_DAY'])
      : undefined,
  };
  return mapSegments(wireSegments(wirePath), kinds);
}

/** Field map of the update call (spec 4.12): only `dueDate` is a form field there. */
export function updateWireToFormPath(wirePath: string): string {
  const [head, ...rest] = wireSegments(wirePath).map((segment) => segment.toLowerCase());
  return head === 'duedate' && rest.length === 0 ? 'dueDate' : FORM_LEVEL;
}

/** Field map of the list query (spec 4.4): the query parameter names as they are. */
export function listQueryToFormPath(wirePath: string): string {
  const [head, ...rest] = wireSegments(wirePath);
  const known = ['startDate', 'endDate', 'page', 'limit'];
  const match = known.find((name) => name.toLowerCase() === head?.toLowerCase());
  return match && rest.length === 0 ? match : FORM_LEVEL;
}
