import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoletoRecord } from '../../../main/domain/wire/boletos.ts';
import type { DueDateQrCode, ImmediateQrCode } from '../../../main/domain/wire/pix.ts';

/** A fresh folder per test file, removed by the returned `cleanup`. */
export function tempFolder(prefix = 'balcao-cache-'): {
  dir: string;
  file: (name?: string) => string;
  cleanup: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let n = 0;
  return {
    dir,
    file: (name) => join(dir, name ?? `cache-${++n}.sqlite`),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A GUID whose order follows `n`, so tests can predict sorting by correlation id. */
export function guid(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

/** A service boleto record (spec 2.4) with plausible values; `overrides` replace top-level fields. */
export function wireBoleto(n: number, overrides: Partial<BoletoRecord> = {}): BoletoRecord {
  return {
    type: 'BANKSLIP',
    correlationId: guid(n),
    amount: 100.5,
    walletNumber: '112',
    yourNumber: `NF-${1000 + n}`,
    ourNumber: String(5_000_000 + n),
    dueDate: '2025-03-10',
    barCode: '0'.repeat(44),
    digitableLine: '0'.repeat(47),
    payer: { name: `Payer ${n}`, document: '12345678909' },
    status: 'Pending',
    payments: [],
    createdAt: '2025-01-15T12:00:00.000Z',
    updatedAt: '2025-01-15T12:00:00.000Z',
    ...overrides,
  };
}

/** A 26+ character transaction id derived from `n`. */
export function transactionId(n: number): string {
  return `TX${String(n).padStart(30, '0')}`;
}

/** A service immediate QR code record (spec 2.2); `overrides` replace top-level fields. */
export function wireImmediateQr(
  n: number,
  overrides: Partial<ImmediateQrCode> = {},
): ImmediateQrCode {
  return {
    correlationId: guid(n),
    transactionId: transactionId(n),
    amount: 50.25,
    allowChangeAmount: false,
    expiresIn: 86_400,
    status: 'ACTIVE',
    description: `Pedido ${n}`,
    payer: { name: `Pix Payer ${n}`, document: '98765432100', validate: false },
    address: { cityName: 'Aracaju', uf: 'SE', state: 'SE' },
    createdAt: '2025-01-20T12:00:00.000Z',
    updatedAt: '2025-01-20T12:00:00.000Z',
    expiresAt: '2025-01-21T12:00:00.000Z',
    payloadPix: `00020101021226${n}5204000053039865802BR6304ABCD`,
    additionalInfos: [],
    splitInstructions: [],
    ...overrides,
  };
}

/** A service due-date QR code record (spec 2.3); `overrides` replace top-level fields. */
export function wireDueDateQr(n: number, overrides: Partial<DueDateQrCode> = {}): DueDateQrCode {
  return {
    correlationId: guid(n),
    transactionId: transactionId(n),
    amount: 200,
    originalAmount: 200,
    dueDate: '2025-03-05',
    maxDaysOverdue: 30,
    status: 'ACTIVE',
    revision: 0,
    description: `Mensalidade ${n}`,
    payer: { name: `Due Payer ${n}`, document: '***.456.789-**' },
    address: { cityName: 'São Paulo', zipCode: '01001000', uf: 'SP', state: 'SP' },
    createdAt: '2025-01-22T12:00:00.000Z',
    updatedAt: '2025-01-22T12:00:00.000Z',
    expiresAt: '2025-04-05T02:59:59.999Z',
    payloadPix: `00020101021226${n}5204000053039865802BR6304DCBA`,
    additionalInfos: [],
    ...overrides,
  };
}
