import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../preload/contract/index.ts';
import { ptBR } from '../../../renderer/src/lib/i18n/pt-BR.ts';
import { en } from '../../../renderer/src/lib/i18n/en.ts';
import {
  interpolate,
  translate,
  translateError,
  translateField,
} from '../../../renderer/src/lib/i18n/translate.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  it('pt-BR and en have the same keys and the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
    for (const [key, text] of Object.entries(ptBR)) {
      expect(text, key).not.toBe('');
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('has a message for every error code', () => {
    for (const code of errorCodes) expect(ptBR).toHaveProperty([`error.${code}`]);
  });

  it('has every specific key main uses', () => {
    const specific = [
      'error.keychain.unavailable',
      'error.keychain.locked',
      ...[
        'wrong_passphrase',
        'expired',
        'not_yet_valid',
        'key_mismatch',
        'malformed',
        'no_key',
        'tampered',
        'refused',
      ].map((k) => `error.certificate.${k}`),
      'error.tls.untrusted',
      'error.offline',
      'error.service_unavailable',
      'error.cache.too_new',
      'error.pix.not_found',
      'error.pix.unknown_outcome',
      'error.pix.unknown_outcome_immediate',
      'error.simulation.sandbox_only',
      'error.pix.not_payable',
      'error.outbox.not_discardable',
      // The key pattern below skips keys with digits.
      'v.percent.decimals4',
    ];
    for (const key of specific) expect(ptBR, key).toHaveProperty([key]);
  });

  it('has every field key the contract and main use', () => {
    const roots = ['preload/contract', 'main'].map((r) => join(import.meta.dirname, '../../..', r));
    const used = new Set<string>();
    for (const root of roots) {
      for (const file of filesUnder(root)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/'((?:v|error)\.[a-z_.]+[a-z_])'/g))
          used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !Object.hasOwn(ptBR, key));
    expect(missing).toEqual([]);
  });
});

describe('where the words live', () => {
  const i18nDir = join(import.meta.dirname, '../../../renderer/src/lib/i18n');
  const featureFiles = readdirSync(join(i18nDir, 'messages')).filter((f) => f.endsWith('.ts'));

  it('declares every key in exactly one feature file, both languages side by side', async () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const file of featureFiles) {
      const words = (await import(join(i18nDir, 'messages', file))) as {
        ptBR: Record<string, string>;
        en: Record<string, string>;
      };
      expect(Object.keys(words.en).sort(), file).toEqual(Object.keys(words.ptBR).sort());
      for (const key of Object.keys(words.ptBR)) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${file}`);
        owner.set(key, file);
      }
    }
    expect(twice).toEqual([]);
    expect([...owner.keys()].sort()).toEqual(Object.keys(ptBR).sort());
  });

  it('keeps pt-BR.ts and en.ts to the assembly of the feature files', () => {
    for (const file of ['pt-BR.ts', 'en.ts']) {
      const text = readFileSync(join(i18nDir, file), 'utf8');
      expect(text.match(/^\s*'[^']+'\s*:/gm) ?? [], file).toEqual([]);
    }
  });
});

describe('translate', () => {
  it('interpolates {name} parameters', () => {
    expect(interpolate('Até {date}: {value}', { date: '01/02/2026', value: 'R$ 1,00' })).toBe(
      'Até 01/02/2026: R$ 1,00',
    );
    expect(interpolate('{missing} stays', {})).toBe('{missing} stays');
  });

  it('speaks pt-BR and English', () => {
    expect(translate('pt-BR', 'v.document.check_digits')).toBe(
      'O CPF/CNPJ não confere — verifique os dígitos.',
    );
    expect(translate('en', 'status.Paid')).toBe('Paid');
  });

  it('shows the service text for v.service and for unknown keys carrying text', () => {
    expect(
      translateField('pt-BR', { key: 'v.service', params: { text: 'dueDate inválido' } }),
    ).toBe('dueDate inválido');
    expect(translate('en', 'v.something_new', { text: 'From the bank' })).toBe('From the bank');
  });

  it('falls back to the parent key, then to a generic message, never to the raw key', () => {
    expect(translate('pt-BR', 'error.certificate.brand_new')).toBe(ptBR['error.certificate']);
    expect(translate('pt-BR', 'v.money.brand_new')).toBe(ptBR['v.invalid']);
    expect(translate('en', 'error.brand_new')).toBe(en['error.internal']);
  });

  it('turns bridge errors into words: specific key first, then the code', () => {
    expect(translateError('pt-BR', { code: 'unknown_outcome', message: 'x' })).toBe(
      'Não sabemos se o boleto foi criado; ele ficou guardado para conferir.',
    );
    expect(
      translateError('en', {
        code: 'certificate',
        message: 'x',
        key: 'error.certificate.wrong_passphrase',
      }),
    ).toBe(en['error.certificate.wrong_passphrase']);
    expect(
      translateError('en', { code: 'keychain', message: 'x', key: 'error.keychain.unheard_of' }),
    ).toBe(en['error.keychain']);
  });
});
