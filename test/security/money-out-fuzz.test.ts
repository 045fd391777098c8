import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputOf, Result } from '../../preload/contract/index.ts';
import { useKeyTransferRoute, type TestApp } from '../support/app.ts';
import { receiveAtTheBank } from '../support/bank.ts';
import { validBoleto } from '../support/builders.ts';
import { keyringMissing } from '../integration/vault/keyring-session.ts';
import { recordFigures } from './figures.ts';
import { faults, startAppOnFlakyBank, type AppOnFlakyBank, type Bank } from './flaky-bank.ts';
import { inputsFor } from './fuzz-inputs.ts';

// The money-out handlers fuzzed against a live bank whose answers are tampered with
// (./flaky-bank.ts): each run sends a valid or a hostile input while one fault of the matrix
// waits on the handler's route — a truncated or HTML 2xx, a bare 404/408/302, a reset or a
// stall, after the bank committed or before it saw the request. Whatever the input and the
// answer: never `internal`; the money moves at most once; money that left is never told
// "refused" (the owner hears it was sent, or that it is to be checked, and it stays in the
// outbox); and the day's limit counts it. Afterwards the outbox is checked with the healed
// bank, and nothing moves a second time.

const RUNS = Number(process.env.BALCAO_MONEY_FUZZ_RUNS ?? '') || 60;

type MoneyOutChannel =
  'transfers:create' | 'payments:pay-qr' | 'refunds:create' | 'bill-payments:pay';

interface Target {
  route: { method: string; path: RegExp };
  /** A valid input moving `amountCents`, made for this run (a fresh decoded code…). */
  valid(app: TestApp, amountCents: number): Promise<InputOf<MoneyOutChannel>>;
  /** How many times this channel moved money at the bank so far. */
  movesAtBank(bank: Bank): number;
}

const count = (bank: Bank, table: string) =>
  bank.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

/** The Pix the refunds give back, received once at the bank. */
let refundable = '';

const targets: Record<MoneyOutChannel, Target> = {
  'transfers:create': {
    route: { method: 'POST', path: /^\/v1\/pix\/transfers$/ },
    valid: (_app, amountCents) =>
      Promise.resolve({
        key: 'fornecedor@exemplo.com.br',
        amountCents,
        confirmAmountCents: amountCents,
        description: 'fuzz',
      }),
    movesAtBank: (bank) => count(bank, 'key_transfers'),
  },
  'payments:pay-qr': {
    route: { method: 'POST', path: /^\/baas\/api\/v2\/transfers$/ },
    // The account's own code, made and decoded before the fault is put in place.
    valid: async (app, amountCents) => {
      const code = await app.value('pix:create-immediate', { amountCents: amountCents + 100 });
      const decoded = await app.value('payments:decode', { payload: code.payloadPix });
      return {
        endToEndId: decoded.endToEndId,
        amountCents: amountCents + 100,
        confirmAmountCents: amountCents + 100,
      };
    },
    movesAtBank: (bank) => count(bank, 'qr_payments'),
  },
  'refunds:create': {
    route: { method: 'PUT', path: /^\/baas\/api\/v1\/transactions\/pix\/[^/]+\/refund$/ },
    valid: (_app, amountCents) =>
      Promise.resolve({
        endToEndId: refundable,
        amountCents,
        confirmAmountCents: amountCents,
        description: 'fuzz',
      }),
    movesAtBank: (bank) => count(bank, 'refunds'),
  },
  'bill-payments:pay': {
    route: { method: 'POST', path: /^\/baas\/api\/v1\/bill-payments$/ },
    // A boleto of the account, issued and read before the fault is put in place.
    valid: async (app, amountCents) => {
      const boleto = await app.value('boletos:create', validBoleto({ amountCents }));
      const read = await app.value('bill-payments:read', { code: boleto.barCode });
      return { barCode: read.barCode, amountCents, confirmAmountCents: amountCents };
    },
    movesAtBank: (bank) => count(bank, 'bill_payments'),
  },
};

/** Faults that tamper with the exchange itself (the TLS refusal needs a new session: the matrix). */
const exchangeFaults = faults.filter((column) => column.fault !== 'tls-refusal');

interface Figures {
  runs: number;
  outcomes: Record<string, number>;
  moved: number;
  movedTwice: number;
  movedButRefused: number;
  uncountedCents: number;
}

describe.skipIf(keyringMissing)(
  'money-out handlers against a bank whose answers are tampered with',
  () => {
    let running: AppOnFlakyBank | undefined;
    const figures: Record<string, Figures> = {};

    beforeAll(async () => {
      running = await startAppOnFlakyBank();
      // Transfers to a key are fuzzed on the spec's route (/v1/pix), counted there; the v2
      // route's transfer is the QR payment's route, fuzzed below.
      await useKeyTransferRoute(running.app, 'spec-v1');
      refundable = (await receiveAtTheBank(running.bank, 5_000_000)).endToEndId;
    });

    afterAll(async () => {
      const all = Object.values(figures);
      recordFigures('money-out-fuzz', {
        channels: Object.keys(figures).length,
        runsPerChannel: RUNS,
        faults: exchangeFaults.length,
        moved: all.reduce((s, f) => s + f.moved, 0),
        movedTwice: all.reduce((s, f) => s + f.movedTwice, 0),
        movedButRefused: all.reduce((s, f) => s + f.movedButRefused, 0),
        uncountedCents: all.reduce((s, f) => s + f.uncountedCents, 0),
        perChannel: figures,
      });
      await running?.close();
    });

    it.each(Object.keys(targets) as MoneyOutChannel[])(
      '%s: money moves at most once, is never told refused when it left, and counts against the day',
      async (channel) => {
        const { app, bank } = running!;
        const target = targets[channel];
        const seen: Figures = (figures[channel] = {
          runs: 0,
          outcomes: {},
          moved: 0,
          movedTwice: 0,
          movedButRefused: 0,
          uncountedCents: 0,
        });
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...exchangeFaults),
            fc.integer({ min: 1, max: 5_000 }),
            fc.option(inputsFor(channel), { freq: 2 }),
            async (column, amountCents, hostile) => {
              const input = hostile ?? (await target.valid(app, amountCents));
              const asked = (input as { amountCents?: unknown } | null)?.amountCents;
              const moving = typeof asked === 'number' ? asked : 0;
              const before = target.movesAtBank(bank);
              const usedBefore = (await app.value('limits:get', {})).usedTodayCents;
              bank.faults.add({ ...target.route, fault: column.fault as never });

              const result = (await app.call(channel, input as never)) as Result<unknown>;
              bank.faults.clear();
              const outcome = result.ok ? 'ok' : result.error.code;
              seen.runs++;
              seen.outcomes[outcome] = (seen.outcomes[outcome] ?? 0) + 1;
              expect(outcome, `${column.name}: ${JSON.stringify(result)}`).not.toBe('internal');

              const moved = target.movesAtBank(bank) - before;
              const counted = (await app.value('limits:get', {})).usedTodayCents - usedBefore;
              seen.moved += moved;
              if (moved > 1) seen.movedTwice++;
              if (moved > 0 && !result.ok && outcome !== 'unknown_outcome') seen.movedButRefused++;
              if (moved > 0) seen.uncountedCents += Math.max(0, moving - counted);
              expect(moved, `${column.name}: moved at most once`).toBeLessThanOrEqual(1);
              if (moved > 0) {
                expect(
                  result.ok || outcome === 'unknown_outcome',
                  `${column.name}: money left, and the owner was told ${outcome}`,
                ).toBe(true);
                expect(counted, `${column.name}: the day's limit counts it`).toBeGreaterThanOrEqual(
                  moving,
                );
              }

              // The bank heals and the owner checks the outbox: nothing moves a second time.
              for (const entry of await app.value('outbox:list', {})) {
                await app.call('outbox:resolve', { id: entry.id });
              }
              const settled = target.movesAtBank(bank) - before;
              expect(
                settled,
                `${column.name}: still at most once after checking`,
              ).toBeLessThanOrEqual(1);
              for (const entry of await app.value('outbox:list', {})) {
                await app.call('outbox:discard', { id: entry.id });
              }
            },
          ),
          { numRuns: RUNS },
        );
        // The fuzz reached the bank: some runs moved money under a tampered answer.
        expect(seen.moved).toBeGreaterThan(0);
      },
    );
  },
);
