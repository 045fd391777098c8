import { randomUUID } from 'node:crypto';
import { SANDBOX_ACCOUNT_HOLDER } from '../bank.ts';
import type { SandboxStore } from '../store.ts';
import { pixKeyStore, type StoredPixKey } from './pix-key-store.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * The demo account's Pix keys, as an owner who registered them in the bank's own app has
 * them: the company's CNPJ, an e-mail, a phone and a random key, each registered some time
 * ago. The app lists them as keys it did not register, and may delete any of them.
 */
export function demoPixKeys(now: Date): StoredPixKey[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return [
    { key: SANDBOX_ACCOUNT_HOLDER.document, entryType: 'DOCUMENT', createdAt: ago(400) },
    { key: 'financeiro@balcao-sandbox.example', entryType: 'EMAIL', createdAt: ago(180) },
    { key: '+5511987654321', entryType: 'PHONE', createdAt: ago(90) },
    { key: randomUUID(), entryType: 'EVP', createdAt: ago(30) },
  ];
}

/**
 * Puts the demo keys on an account that never held a key here (none now, none deleted): a key
 * the owner deleted does not come back when the sandbox starts again. Returns how many.
 */
export function insertDemoPixKeys(store: SandboxStore, accountId: string, now: Date): number {
  const keys = pixKeyStore(store);
  if (keys.hasHistory(accountId)) return 0;
  const demo = demoPixKeys(now);
  store.moneyOut.transaction(() => {
    for (const entry of demo) keys.add(accountId, entry);
  });
  return demo.length;
}
