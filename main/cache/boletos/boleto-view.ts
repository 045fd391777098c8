import type { BoletoView } from '../../../preload/contract/schemas/boleto.ts';
import { reaisToCents } from '../../domain/money.ts';
import type { BoletoRecord } from '../../domain/wire/boletos.ts';

/**
 * The app's view of a boleto the service sent (spec 2.4), as the cache serves it: integer
 * cents, a calendar due date, the payer's phone and address as display lines.
 */

/** `(11) 98765-4321` / `(11) 3456-7890`; anything unusual is shown as it came. */
export function formatPhoneLine(phone: { prefix: string; number: string }): string {
  const match = /^(\d{4,5})(\d{4})$/.exec(phone.number);
  const number = match ? `${match[1]}-${match[2]}` : phone.number;
  return `(${phone.prefix}) ${number}`;
}

type WireAddress = NonNullable<BoletoRecord['payer']['address']>;

/** `Av. Paulista, 1000, apto 12 - Bela Vista, São Paulo - SP, CEP 01310-100` (parts present only). */
export function formatAddressLine(address: WireAddress): string | null {
  const street = [address.publicPlace, address.number, address.complement]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  const cityState = [address.city, address.state]
    .filter((part) => part && part.trim() !== '')
    .join(' - ');
  const zip = address.zipCode?.replace(/\D/g, '');
  const zipText =
    zip && zip.length === 8 ? `CEP ${zip.slice(0, 5)}-${zip.slice(5)}` : address.zipCode;
  const line = [
    [street, address.neighborhood].filter((part) => part && part.trim() !== '').join(' - '),
    cityState,
    zipText,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return line === '' ? null : line;
}

function fromWireDiscount(discount: BoletoRecord['discount']): BoletoView['discount'] {
  if (!discount) return null;
  if (discount.type === 'FIXED') {
    return {
      type: 'FIXED',
      bands: discount.items.map((item) => ({
        date: item.date,
        amountCents: reaisToCents(item.amount),
      })),
    };
  }
  if (discount.type === 'PERCENTAGE') {
    return {
      type: 'PERCENTAGE',
      bands: discount.items.map((item) => ({ date: item.date, percent: item.amount })),
    };
  }
  // A type this version does not know: the record's JSON in the cache still has it.
  return null;
}

function fromWireLateFine(fine: BoletoRecord['lateFine']): BoletoView['lateFine'] {
  if (fine?.type === 'FIXED') return { type: 'FIXED', amountCents: reaisToCents(fine.amount) };
  if (fine?.type === 'PERCENTAGE') return { type: 'PERCENTAGE', percent: fine.amount };
  return null;
}

function fromWireLatePayment(interest: BoletoRecord['latePayment']): BoletoView['latePayment'] {
  if (interest?.type === 'FIXED_PER_DAY')
    return { type: 'FIXED_PER_DAY', amountCents: reaisToCents(interest.amount) };
  if (interest?.type === 'PERCENTAGE_PER_MONTH')
    return { type: 'PERCENTAGE_PER_MONTH', percent: interest.amount };
  return null;
}

/** A Pix image as a data URL, whether the service sent the data URL or bare base64. */
function imageDataUrl(image: string | undefined): string | null {
  if (!image) return null;
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

/**
 * The app's view of a service record (spec 2.4): amounts to exact cents (a third decimal from
 * the service throws a RangeError rather than being rounded), dueDate as a calendar date,
 * payer phone and address as single display lines.
 */
export function fromWireBoleto(wire: BoletoRecord, syncedAt: string): BoletoView {
  return {
    correlationId: wire.correlationId,
    type: wire.type,
    status: wire.status,
    amountCents: reaisToCents(wire.amount),
    walletNumber: wire.walletNumber,
    yourNumber: wire.yourNumber,
    ourNumber: wire.ourNumber,
    // "ISO 8601": a date-time keeps its own (Brazilian) calendar date in the first 10 chars.
    dueDate: wire.dueDate.slice(0, 10),
    barCode: wire.barCode,
    digitableLine: wire.digitableLine,
    pixPayload: wire.qrCode ?? null,
    pixImageDataUrl: imageDataUrl(wire.qrCodeImageBase64),
    payer: {
      name: wire.payer.name,
      document: wire.payer.document,
      email: wire.payer.email ?? null,
      phone: wire.payer.phone ? formatPhoneLine(wire.payer.phone) : null,
      address: wire.payer.address ? formatAddressLine(wire.payer.address) : null,
    },
    discount: fromWireDiscount(wire.discount),
    lateFine: fromWireLateFine(wire.lateFine),
    latePayment: fromWireLatePayment(wire.latePayment),
    payments: wire.payments.map((payment) => ({
      id: payment.id,
      amountCents: reaisToCents(payment.amount),
      paidAt: payment.paidAt,
      source: payment.source,
      endToEndId: payment.endToEndId ?? null,
    })),
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
    syncedAt,
  };
}
