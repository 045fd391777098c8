import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { chargesRepo } from '../../../main/cache/charges/charges-repo.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { guid, tempFolder, wireBoleto } from './fixtures.ts';

const folder = tempFolder();
let db: CacheDb;

beforeAll(() => {
  db = openCache(folder.file());
  boletosRepo(db).upsertBoletos(
    [
      wireBoleto(1, {
        payer: { name: 'Maria da Conceição', document: '123.456.789-09' },
        yourNumber: 'NF-2024/001',
      }),
      wireBoleto(2, {
        payer: { name: 'Mariana Alves', document: '98765432100' },
        yourNumber: 'PED 77',
      }),
      wireBoleto(3, {
        payer: { name: 'Padaria Pão Quente LTDA', document: '12.345.678/0001-95' },
        yourNumber: '2024-001',
      }),
      wireBoleto(4, {
        payer: { name: 'José "Zé" OR Silva', document: '11144477735' },
        yourNumber: 'X*1',
      }),
    ],
    '2025-02-01T00:00:00Z',
  );
});
afterAll(() => {
  db.close();
  folder.cleanup();
});

/** The boleto-only view of the charges list, searched: which of the boletos it shows. */
const search = (text: string) =>
  chargesRepo(db)
    .listCharges({
      filters: { kinds: ['boleto'], search: text },
      sort: { key: 'amount', direction: 'asc' },
    })
    .items.map((r) => Number.parseInt(r.id.slice(-4), 16))
    .sort();

describe('free-text search of boletos in the charges list', () => {
  it('finds by payer name prefix, any case and accents', () => {
    expect(search('mari')).toEqual([1, 2]);
    expect(search('MARIANA')).toEqual([2]);
    expect(search('conceicao')).toEqual([1]);
    expect(search('pao que')).toEqual([3]);
    expect(search('jose')).toEqual([4]);
  });

  it('finds by document with or without punctuation, and by a digit prefix', () => {
    expect(search('12345678909')).toEqual([1]);
    expect(search('123.456.789-09')).toEqual([1]);
    // A digit prefix of both the CPF 123.456.789-09 and the CNPJ 12.345.678/0001-95.
    expect(search('123.456')).toEqual([1, 3]);
    expect(search('123.456.789')).toEqual([1]);
    expect(search('12.345.678/0001-95')).toEqual([3]);
    expect(search('12345678000195')).toEqual([3]);
    expect(search('987654')).toEqual([2]);
  });

  it('finds by your number, as typed or in parts', () => {
    expect(search('NF-2024/001')).toEqual([1]);
    expect(search('nf 2024')).toEqual([1]);
    expect(search('PED 77')).toEqual([2]);
    expect(search('2024-001')).toEqual([1, 3]);
  });

  it('treats FTS syntax typed by the user as plain text', () => {
    for (const text of [
      '"',
      '""',
      '*',
      '"maria',
      'maria"',
      'OR',
      'maria OR',
      'NEAR(',
      'NEAR(maria alves)',
      'AND NOT',
      '^maria',
      'payer_name:maria',
      '(',
      ')',
      '-',
      'a:b',
      "'",
      'x*1',
    ]) {
      expect(() => search(text), text).not.toThrow();
    }
    // Not an OR of two words: both must be found.
    expect(search('maria OR alves')).toEqual([]);
    expect(search('zé or')).toEqual([4]);
    expect(search('"zé"')).toEqual([4]);
    expect(search('NEAR(mariana')).toEqual([]);
    expect(search('x*1')).toEqual([4]);
  });

  it('applies no text filter when nothing searchable was typed', () => {
    expect(search('   ')).toEqual([1, 2, 3, 4]);
    expect(search('*"()')).toEqual([1, 2, 3, 4]);
  });

  it('combines search with other filters', () => {
    const items = chargesRepo(db).listCharges({
      filters: { kinds: ['boleto'], search: 'mari', states: ['paid'] },
    }).items;
    expect(items).toEqual([]);
    const open = chargesRepo(db).listCharges({
      filters: { kinds: ['boleto'], search: 'mari', states: ['open'], amountMinCents: 10050 },
    }).items;
    expect(open.map((r) => r.payerName).sort()).toEqual(['Maria da Conceição', 'Mariana Alves']);
    expect(boletosRepo(db).getBoleto(guid(1))?.payer.name).toBe('Maria da Conceição');
  });
});
