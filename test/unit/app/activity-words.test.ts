import { describe, expect, it } from 'vitest';
import {
  activityReasons,
  activityResults,
  AppFailure,
  errorCodes,
  outboxKinds,
  writeWordFamilies,
  type ActivityEntry,
  type AppError,
  type Locale,
} from '../../../preload/contract/index.ts';
import { activityCsv } from '../../../main/app/activity/activity-csv.ts';
import { activityEntryOf } from '../../../main/app/activity/activity-entry.ts';
import { FIELD_REASON_KEYS } from '../../../main/app/activity/activity-reason.ts';
import { activityWords } from '../../../main/app/activity/activity-words.ts';
import { limitRefusal } from '../../../main/app/pipeline/money-out-limits.ts';
import { writeDescriptors } from '../../../main/app/pipeline/registry.ts';
import type { OutboxKind } from '../../../main/cache/outbox/outbox-repo.ts';
import {
  activityKindText,
  activityReasonText,
} from '../../../renderer/src/features/activity/activity-text.ts';
import { catalogues } from '../../../renderer/src/lib/i18n/translate.ts';

// Every action of the Activity screen and its CSV is told in words of both languages: its
// kind, its result, how an open one was settled, and why it was refused or is open. The table
// is derived — the kinds from the write registry, the reasons from the errors the pipeline and
// each kind can record (the closed error codes, the pipeline's own keys, each kind's unknown
// outcome and its refusals of the bank's answers, the owner's limits) — and every line of it
// is rendered on the screen and in the CSV, in both languages, and scanned for codes.

const locales: Locale[] = ['pt-BR', 'en'];

/** The bank's answers a refusal turns into the form's words (as the local sandbox says them). */
const bankAnswers: AppFailure[] = [
  new AppFailure('rejected', 'refused', {
    key: 'error.rejected',
    params: {
      problem: 'bank',
      text: 'The refunds of a Pix may not exceed what was received: 50.00 received, 0.00 already refunded, 12.34 left to refund; 20.00 was asked.',
    },
  }),
  new AppFailure('rejected', 'refused', {
    key: 'error.rejected',
    params: { problem: 'bank', text: 'A Pix can be refunded within 90 days of its receipt.' },
  }),
  new AppFailure('rejected', 'refused', {
    key: 'error.rejected',
    params: { problem: 'bank', text: 'Saldo insuficiente.' },
  }),
  new AppFailure('rejected', 'refused', { key: 'error.rejected', params: { problem: 'bank' } }),
  new AppFailure('not_found', 'not found', { key: 'error.not_found', params: { status: 404 } }),
  new AppFailure('validation', 'fields', {
    key: 'error.validation',
    fields: { _: [{ key: 'v.service', params: { text: 'amount must be positive' } }] },
  }),
];

/** Every reason the log can hold for a kind, as an error the owner was told. */
function reasonsOf(kind: OutboxKind): AppError[] {
  const descriptor = writeDescriptors[kind];
  const errors: AppError[] = [
    // Each closed code alone, as any failure not more specific than its code.
    ...errorCodes.map((code) => ({ code, message: code })),
    // The pipeline's own: money out refused offline, accepted but not saved, interrupted.
    { code: 'offline', message: 'm', key: 'error.write.money_out_offline' },
    { code: 'unknown_outcome', message: 'm', key: 'error.write.accepted_not_saved' },
    { code: 'unknown_outcome', message: 'm', key: 'error.unknown_outcome' },
    // This kind's open outcome, as its descriptor tells it.
    { code: 'unknown_outcome', ...descriptor.unknownOutcome },
    // The owner's limits, as the pipeline refuses them.
    limitRefusal({ perTransferCents: 1_000, perDayCents: null }, 5_000, 0)!.error,
    limitRefusal({ perTransferCents: null, perDayCents: 10_000 }, 5_000, 7_500)!.error,
  ];
  // The bank's refusals, in this kind's words.
  for (const answer of bankAnswers) {
    errors.push(descriptor.refusal ? descriptor.refusal(answer, {} as never).error : answer.error);
  }
  return errors;
}

const results = activityResults;

/** Every kind × every reason × every result, and the two resolutions. */
function table(): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  let id = 1;
  for (const kind of outboxKinds) {
    const record = {
      at: '2026-03-05T17:30:00.000Z',
      kind,
      label: 'Maria da Silva',
      amountCents: 12_345,
      identity: `id-${id}`,
      updatedAt: '2026-03-05T17:30:00.000Z',
    };
    for (const reason of reasonsOf(kind)) {
      for (const result of results) {
        entries.push(
          activityEntryOf({
            ...record,
            id: id++,
            result,
            reason,
            resolution: result === 'resolved' ? 'confirmed' : null,
          }),
        );
      }
    }
    for (const resolution of ['confirmed', 'discarded'] as const) {
      entries.push(
        activityEntryOf({ ...record, id: id++, result: 'resolved', reason: null, resolution }),
      );
    }
  }
  return entries;
}

const entries = table();

/** The cells of one CSV line: quoted fields may hold the separator and doubled quotes. */
function csvCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells;
}

function bankTextOf(entry: ActivityEntry): string | undefined {
  const text = entry.why?.params['text'];
  return typeof text === 'string' ? text : undefined;
}

/** Codes never shown: `x:y`, `v.…`, `error.…`, snake_case and kebab-case identifiers. */
const CODE = /\b[a-z][a-z0-9]*[:_][a-z0-9]|\bv\.[a-z]|\berror\.[a-z]|\b[a-z]+-[a-z]+-?[a-z]*\b/;
/** The contract's literals: none may stand as a visible cell, nor (in pt-BR) as a word. */
const LITERALS = new Set<string>([
  ...outboxKinds,
  ...activityResults,
  ...activityReasons,
  ...errorCodes,
  ...writeWordFamilies,
  'confirmed',
  'discarded',
]);
/** Literals that are words of Portuguese or names of things (Boleto, Pix, webhook). */
const PORTUGUESE = new Set(['boleto', 'pix', 'webhook']);
/** Literals that read as codes in English text too. */
const CODE_WORDS = ['offline', 'tls', 'keychain', 'timeout', 'validation', 'unsupported'];

/**
 * Checks one visible text for codes. The bank's own words (`bankText`: what it said, in
 * whatever language it speaks) are its record, quoted as they came: only our words are checked.
 */
function expectWords(shown: string, locale: Locale, where: string, bankText?: string): void {
  const text = bankText ? shown.replace(bankText, '') : shown;
  expect(text, where).not.toMatch(CODE);
  expect(LITERALS.has(text), `${where}: "${text}" is a code`).toBe(false);
  const tokens = text.split(/[^\p{L}\p{N}_:.-]+/u).map((w) => w.replace(/[.:]+$/, ''));
  for (const token of tokens) {
    if (locale === 'pt-BR' && !PORTUGUESE.has(token)) {
      expect(LITERALS.has(token), `${where}: "${token}" in "${text}"`).toBe(false);
    }
    if (locale === 'en') expect(CODE_WORDS, `${where}: "${text}"`).not.toContain(token);
  }
}

describe('the words of every kind and reason', () => {
  it('derives every reason of the contract from what the pipeline and the kinds record', () => {
    const reached = new Set(entries.flatMap((e) => (e.why ? [e.why.reason] : [])));
    expect([...reached].sort()).toEqual([...activityReasons].sort());
  });

  it('gives every field message a refusal makes words of its own', () => {
    for (const kind of outboxKinds) {
      for (const reason of reasonsOf(kind)) {
        for (const message of Object.values(reason.fields ?? {}).flat()) {
          expect(FIELD_REASON_KEYS, `${kind}: ${message.key}`).toContain(message.key);
        }
      }
    }
  });

  it.each(locales)(
    'names every kind, result, resolution and reason in %s, as the screen does',
    (locale) => {
      const words = activityWords[locale];
      const catalogue = catalogues[locale] as Record<string, string>;
      const said = (key: string) => {
        expect(Object.hasOwn(catalogue, key), `${locale}: ${key}`).toBe(true);
        return catalogue[key];
      };
      for (const kind of outboxKinds) {
        const family = writeDescriptors[kind].presentation.words;
        expect(words.kind[family], `${locale}: ${kind}`).toMatch(/\S/);
        expect(words.kind[family]).toBe(said(`write.${family}.name`));
      }
      for (const result of activityResults) {
        expect(words.result[result]).toBe(said(`activity.result.${result}`));
      }
      for (const resolution of ['confirmed', 'discarded'] as const) {
        expect(words.resolution[resolution]).toBe(said(`activity.resolution.${resolution}`));
      }
      for (const reason of activityReasons) {
        expect(words.reason[reason], `${locale}: ${reason}`).toMatch(/\S/);
        expect(words.reason[reason]).toBe(said(`activity.reason.${reason}`));
      }
    },
  );

  it.each(locales)('shows no code in the CSV of every kind × reason (%s)', (locale) => {
    const csv = activityCsv(entries, 'comma', locale);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(entries.length + 1);
    const cells = (line: string) => csvCells(line, ';');
    for (const header of cells(lines[0]!)) expectWords(header, locale, 'header');
    for (const [i, line] of lines.slice(1).entries()) {
      const [, kind, , , result, reason] = cells(line);
      const entry = entries[i]!;
      const where = `${entry.kind} ${entry.result} ${entry.reason?.key ?? entry.reason?.code}`;
      expectWords(kind!, locale, `${where} kind`);
      expectWords(result!, locale, `${where} result`);
      expectWords(reason!, locale, `${where} reason`, bankTextOf(entry));
      // What was refused or is open always says why.
      if (entry.result === 'refused' || entry.result === 'unknown') {
        expect(reason, where).toMatch(/\S/);
      }
    }
  });

  it.each(locales)('shows on the screen the same words as the CSV (%s)', (locale) => {
    const csvReasons = activityCsv(entries, 'dot', locale)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => csvCells(line, ',')[5]!);
    for (const [i, entry] of entries.entries()) {
      const where = `${entry.kind} ${entry.result} ${entry.reason?.key ?? entry.reason?.code}`;
      const kind = activityKindText(entry, locale);
      const reason = activityReasonText(entry, locale);
      expectWords(kind, locale, `${where} kind`);
      expectWords(reason, locale, `${where} reason`, bankTextOf(entry));
      expect(reason.startsWith(csvReasons[i]!), `${where}: "${reason}"`).toBe(true);
    }
  });
});
