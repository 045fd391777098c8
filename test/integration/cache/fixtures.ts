import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoletoRecord } from '../../../main/domain/wire/boletos.ts';

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
