import { randomUUID } from 'node:crypto';
import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';
import type { BoletoRecord, CreateBoletoRequest } from '../../domain/wire/boletos.ts';
import { REFUND_WINDOW_DAYS } from '../../domain/wire/refunds.ts';
import { DEMO_COMPANIES, DEMO_PEOPLE } from '../demo/demo-customers.ts';
import { recordDemoBoletoPixPayments } from '../demo/demo-payments.ts';
import { newEndToEndId } from '../pix/pix-codes.ts';
import { boletoPix } from './boleto-pix.ts';
import { newBoletoRecord } from './boleto-record.ts';
import { DAYS_PAYABLE_AFTER_DUE } from './expiry.ts';
import type { SandboxStore } from '../store.ts';

/** How many boletos the demo account starts with. */
export const DEMO_BOLETO_COUNT = 40;

/**
 * A boleto with Pix paid within these many days was paid by Pix, an older one by bar code: so
 * every demo Pix can still be refunded (the bank's 90-day window) for weeks after the demo
 * data is set up.
 */
export const DEMO_PIX_PAID_WITHIN_DAYS = REFUND_WINDOW_DAYS - 20;

/**
 * Inserts the demo boletos when the account has none: the last six months and a few due in
 * the future, every status (Cancelled has no API, so it is set directly), both types, both
 * wallets, made out to the demo customers (`demo-customers.ts`). A boleto paid by Pix has its
 * Pix in the account's received ledger too, so it is listed and can be refunded. Returns how
 * many were inserted.
 */
export async function insertDemoBoletos(
  store: SandboxStore,
  accountId: string,
  now: Date,
): Promise<number> {
  if (store.countBoletos(accountId) > 0) return 0;
  const today = todayInSaoPaulo(now);
  const records: BoletoRecord[] = [];
  for (let i = 0; i < DEMO_BOLETO_COUNT; i++) {
    records.push(await demoBoleto(store, accountId, i, today, now));
  }
  const inserted = store.insertBoletos(accountId, records);
  recordDemoBoletoPixPayments(store, accountId, records);
  return inserted;
}

async function demoBoleto(
  store: SandboxStore,
  accountId: string,
  i: number,
  today: string,
  now: Date,
): Promise<BoletoRecord> {
  // Oldest first, 4–5 days apart, over ~180 days; the last few are recent and due ahead.
  const createdDate = addDays(
    today,
    -Math.round(((DEMO_BOLETO_COUNT - 1 - i) * 180) / (DEMO_BOLETO_COUNT - 1)),
  );
  const createdAt = `${createdDate}T${String(12 + (i % 9)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00.000Z`;
  const dueDate = addDays(createdDate, 7 + (i % 4) * 7);
  const amountCents = 4_990 + ((i * 7_919) % 250_000);
  const type = i % 3 === 0 ? 'BANKSLIP_PIX' : 'BANKSLIP';
  const walletNumber = i % 5 === 4 ? '121' : '112';
  const correlationId = randomUUID();

  const record = newBoletoRecord({
    type,
    correlationId,
    amountCents,
    walletNumber,
    yourNumber: `NF-${String(1000 + i)}`,
    ourNumber:
      walletNumber === '121'
        ? String(900_000 + i)
        : String(store.allocateOurNumbers(accountId)).padStart(11, '0'),
    dueDate,
    payer: demoPayer(i),
    ...demoCharges(i, dueDate),
    createdAt: createdAt < now.toISOString() ? createdAt : now.toISOString(),
    accountId,
    ...(type === 'BANKSLIP_PIX' ? { pix: await boletoPix(correlationId, amountCents) } : {}),
  });
  return withDemoStatus(record, i, today);
}

/**
 * Every fourth boleto is a business's (each business in turn), the others a person's; always
 * the same customer for `i`.
 */
function demoPayer(i: number): CreateBoletoRequest['payer'] {
  const customer =
    i % 4 === 3
      ? DEMO_COMPANIES[Math.floor(i / 4) % DEMO_COMPANIES.length]!
      : DEMO_PEOPLE[i % DEMO_PEOPLE.length]!;
  const { name, document, email, phone, address } = customer;
  return { name, document, email, phone: { ...phone }, address: { ...address } };
}

function demoCharges(
  i: number,
  dueDate: string,
): Pick<CreateBoletoRequest, 'discount' | 'lateFine' | 'latePayment'> {
  if (i % 3 === 2) return {};
  return {
    lateFine: { type: 'PERCENTAGE', amount: 2 },
    latePayment: { type: 'PERCENTAGE_PER_MONTH', amount: 1 },
    ...(i % 6 === 1
      ? {
          discount: {
            type: 'FIXED',
            items: [
              { date: addDays(dueDate, -5), amount: 10 },
              { date: addDays(dueDate, -2), amount: 5 },
            ],
          },
        }
      : {}),
  };
}

/** Sets the status a boleto of this age would have by now. */
function withDemoStatus(record: BoletoRecord, i: number, today: string): BoletoRecord {
  const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:15:00.000Z`;
  if (i % 10 === 7) {
    return {
      ...record,
      status: 'Cancelled',
      updatedAt: at(addDays(record.createdAt.slice(0, 10), 1), 14),
    };
  }
  const paidDate = addDays(record.dueDate, -(i % 3));
  if (i % 2 === 0 && paidDate <= today) {
    const paidAt = at(paidDate, 15);
    const byPix =
      record.type === 'BANKSLIP_PIX' && paidDate >= addDays(today, -DEMO_PIX_PAID_WITHIN_DAYS);
    const source = byPix ? 'PIX' : 'BANKSLIP';
    return {
      ...record,
      status: 'Paid',
      payments: [
        {
          id: randomUUID(),
          amount: record.amount,
          paidAt,
          source,
          ...(source === 'PIX' ? { endToEndId: newEndToEndId(new Date(paidAt)) } : {}),
        },
      ],
      updatedAt: paidAt,
    };
  }
  const expiresOn = addDays(record.dueDate, DAYS_PAYABLE_AFTER_DUE + 1);
  if (expiresOn <= today) return { ...record, status: 'Expired', updatedAt: at(expiresOn, 3) };
  return record;
}
