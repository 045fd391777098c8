import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { BoletoRecord } from '../../../main/domain/wire/boletos.ts';
import { insertDemoBoletos } from '../../../main/sandbox/boletos/demo-data.ts';
import { DEMO_COMPANIES, DEMO_PEOPLE } from '../../../main/sandbox/demo/demo-customers.ts';
import { insertDemoPixQrCodes } from '../../../main/sandbox/pix/pix-demo-data.ts';
import { SandboxStore } from '../../../main/sandbox/store.ts';
import { TEST_NOW } from '../../support/builders.ts';
import { tempDir } from '../../support/folders.ts';

// The demo data's customers are distinct people and businesses: each name goes with one
// CPF/CNPJ (valid check digits) and each document with one name, across every boleto, every
// Pix code and every Pix that paid them — and with one phone, e-mail and address on boletos.

const ACCOUNT = '1234567';
const dataDir = tempDir('balcao-demo-customers-');
let store: SandboxStore;

beforeAll(async () => {
  store = SandboxStore.open(dataDir);
  await insertDemoBoletos(store, ACCOUNT, TEST_NOW);
  insertDemoPixQrCodes(store, ACCOUNT, TEST_NOW);
});
afterAll(() => {
  store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function demoBoletos(): BoletoRecord[] {
  return store
    .listRecordJsonCreatedBetween(ACCOUNT, '2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z', 1000, 0)
    .map((json) => JSON.parse(json) as BoletoRecord);
}

/** Every (name, document) the seed wrote, where it wrote it. */
function seededPayers(): { name: string; document: string; where: string }[] {
  const payers: { name: string; document: string; where: string }[] = [];
  for (const boleto of demoBoletos()) {
    payers.push({ ...boleto.payer, where: `boleto ${boleto.yourNumber}` });
  }
  for (const code of store.pix.listQrCodes(ACCOUNT)) {
    const { payer } = code.record;
    if (payer?.name !== undefined && payer.document !== undefined) {
      payers.push({ name: payer.name, document: payer.document, where: code.record.correlationId });
    }
    const paid = store.pix.receivedPixOfQrCode(code.rowId);
    if (paid) payers.push({ ...paid.payer, where: `payment of ${code.record.correlationId}` });
  }
  for (const entry of store.moneyOut.listReceived(ACCOUNT, 1000)) {
    payers.push({ ...entry.payer, where: `received ${entry.endToEndId}` });
  }
  return payers;
}

describe('the demo customers', () => {
  it('each name has one document and each document one name, all valid CPFs or CNPJs', () => {
    const payers = seededPayers();
    expect(payers.length).toBeGreaterThan(40);
    const documentOf = new Map<string, string>();
    const nameOf = new Map<string, string>();
    for (const { name, document, where } of payers) {
      expect(document.length === 11 ? isValidCpf(document) : isValidCnpj(document), where).toBe(
        true,
      );
      expect(documentOf.get(name) ?? document, `${name} (${where})`).toBe(document);
      expect(nameOf.get(document) ?? name, `${document} (${where})`).toBe(name);
      documentOf.set(name, document);
      nameOf.set(document, name);
    }
    // People are people (CPF), businesses are businesses (CNPJ).
    for (const person of DEMO_PEOPLE) {
      if (documentOf.has(person.name)) expect(documentOf.get(person.name)).toHaveLength(11);
    }
    for (const company of DEMO_COMPANIES) {
      if (documentOf.has(company.name)) expect(documentOf.get(company.name)).toHaveLength(14);
    }
  });

  it('each customer has one phone, e-mail and address on every boleto of theirs', () => {
    const contactOf = new Map<string, string>();
    for (const boleto of demoBoletos()) {
      const { document, phone, email, address } = boleto.payer;
      const contact = JSON.stringify({ phone, email, address });
      expect(contactOf.get(document) ?? contact, boleto.payer.name).toBe(contact);
      contactOf.set(document, contact);
    }
    // A phone's DDD is its city's: a person's is a mobile (9 digits), a business's a landline.
    for (const customer of [...DEMO_PEOPLE, ...DEMO_COMPANIES]) {
      const person = customer.document.length === 11;
      expect(customer.phone.number, customer.name).toMatch(person ? /^9\d{8}$/ : /^[2-5]\d{7}$/);
    }
  });

  it('lists every customer once, and every one of them has boletos', () => {
    const all = [...DEMO_PEOPLE, ...DEMO_COMPANIES];
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.document)).size).toBe(all.length);
    const billed = new Set(demoBoletos().map((b) => b.payer.document));
    expect(all.filter((c) => !billed.has(c.document)).map((c) => c.name)).toEqual([]);
  });
});
