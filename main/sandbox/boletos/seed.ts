import { randomUUID } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';
import type { BoletoRecord } from '../../domain/wire/boletos.ts';
import { newBoletoRecord } from './boleto-record.ts';
import type { SandboxStore } from '../store.ts';
import { personName } from '../demo/people-names.ts';

export interface SeedOptions {
  accountId: string;
  count: number;
  /** Creation dates spread over the `spanDays` days before `now` (default 365). */
  now?: Date;
  spanDays?: number;
  /** Payers `Cliente N` (default), or people's names (`demo/people-names.ts`). */
  payerNames?: 'numbered' | 'people';
}

/**
 * Bulk-inserts `count` plain `Pending` BANKSLIP boletos (wallet 112) for load tests and the
 * benchmark: one transaction, one prepared statement, no QR images (a PNG per row would
 * dominate both time and size). Returns how many were inserted.
 */
export function seedBoletos(store: SandboxStore, options: SeedOptions): number {
  const now = options.now ?? new Date();
  const spanDays = options.spanDays ?? 365;
  const today = todayInSaoPaulo(now);
  const firstOurNumber = store.allocateOurNumbers(options.accountId, options.count);
  const nowMs = now.getTime();
  const stepMs = (spanDays * 86_400_000) / Math.max(1, options.count);
  const payerName = options.payerNames === 'people' ? personName : (i: number) => `Cliente ${i}`;

  function* records(): Generator<BoletoRecord> {
    for (let i = 0; i < options.count; i++) {
      const createdAt = new Date(
        nowMs - spanDays * 86_400_000 + Math.floor(i * stepMs),
      ).toISOString();
      yield newBoletoRecord({
        type: 'BANKSLIP',
        correlationId: randomUUID(),
        amountCents: 1_000 + (i % 100_000) * 7,
        walletNumber: '112',
        yourNumber: `SEED-${i}`,
        ourNumber: String(firstOurNumber + i).padStart(11, '0'),
        // Due 30 days after today: seeded rows stay Pending however old they look.
        dueDate: addDays(today, 30),
        payer: { name: payerName(i), document: generateCpf() },
        createdAt,
        accountId: options.accountId,
      });
    }
  }
  return store.insertBoletos(options.accountId, records());
}
