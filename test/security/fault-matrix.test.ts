import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../main/domain/dates.ts';
import type { OutboxKind } from '../../main/cache/outbox/outbox-repo.ts';
import type { Result } from '../../preload/contract/index.ts';
import { useKeyTransferRoute, type TestApp } from '../support/app.ts';
import { validBoleto } from '../support/builders.ts';
import { keyringMissing } from '../integration/vault/keyring-session.ts';
import { receiveAtTheBank } from '../support/bank.ts';
import { recordFigures } from './figures.ts';
import {
  faults,
  seeTheBank,
  startAppOnFlakyBank,
  type AppOnFlakyBank,
  type Bank,
} from './flaky-bank.ts';

// A flaky bank (./flaky-bank.ts): the local sandbox with a test-only fault plan, behind a
// provider-sandbox profile of the real app core over real mutual TLS. Every write kind meets
// every fault on its
// own route; afterwards the faults stop, the outbox is resolved, and the bank's own database
// is counted. Whatever happened: 0 duplicates at the bank, 0 lost intents (what the bank did,
// the app either answered or kept in the outbox as "check with the bank"), and the app's view
// reconciled with the bank's. A new write operation joins the matrix as one more row below.

const today = todayInSaoPaulo();

interface Prepared {
  correlationId?: string;
  /** A decoded code's single-use id (a payment), or a received Pix's (a refund). */
  endToEndId?: string;
  /** A count at the bank before the write (what it adds carries no tag of ours). */
  before?: number;
  configurationId?: number;
  instructionId?: number;
  webhookId?: string;
  /** A Pix key of the account (one to delete). */
  key?: string;
  /** A boleto to pay: its bar code (what the payment names) and digitable line. */
  barCode?: string;
  digitableLine?: string;
  /** A transfer at the bank (a scheduled one to cancel). */
  transferId?: string;
}

/** One kind of write, as the matrix drives and checks it. */
interface WriteRow {
  name: string;
  /** The bank route the write goes to (where the fault is put). */
  route: { method: string; path: RegExp };
  /** Money out: how much one write moves (the day's limit must count it while it is open). */
  moneyOutCents?: number;
  /** The São Paulo day whose limit it counts against, when not today (a scheduled transfer). */
  moneyOutDay?: string;
  /** What the write acts on, made with no fault (a boleto to change, a Pix to refund…). */
  prepare?(app: TestApp, marker: string, bank: Bank): Promise<Prepared>;
  call(app: TestApp, marker: string, prepared: Prepared): Promise<Result<unknown>>;
  /** How many times the write took effect at the bank, from the bank's own database. */
  atBank(bank: Bank, marker: string, prepared: Prepared): number;
  /** After the faults stop: does the app, reading again, show what the bank has? */
  reconciled(app: TestApp, bank: Bank, marker: string, prepared: Prepared): Promise<boolean>;
  /**
   * The kind settles every unknown outcome with the bank (a same-key resend): whatever the
   * fault, the write is done exactly once unless the bank definitely refused it, and nothing
   * is left in the outbox as "check with the bank".
   */
  neverParked?: true;
}

const countRecords = (bank: Bank, table: string, marker: string) =>
  (
    bank.db
      .prepare(`SELECT count(*) AS n FROM ${table} WHERE record LIKE ?`)
      .get(`%${marker}%`) as {
      n: number;
    }
  ).n;

async function cachedBoletos(app: TestApp, marker: string) {
  const page = await app.value('charges:list', {
    filters: { search: marker, kinds: ['boleto'] },
  });
  return page.items.filter((charge) => charge.reference === marker);
}

async function newBoleto(app: TestApp, marker: string): Promise<Prepared> {
  const view = await app.value(
    'boletos:create',
    validBoleto({ yourNumber: marker, type: 'BANKSLIP_PIX' }),
  );
  return { correlationId: view.correlationId };
}

function boletoAtBank(bank: Bank, correlationId: string) {
  return bank.db
    .prepare('SELECT id, due_date AS dueDate, status FROM boletos WHERE correlation_id = ?')
    .get(correlationId) as { id: number; dueDate: string; status: string };
}

const newDueDate = addDays(today, 45);

/** The later day scheduled transfers are asked for: far from today, so none runs in the test. */
const scheduledDay = addDays(today, 20);

const count = (bank: Bank, sql: string, ...params: unknown[]) =>
  bank.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

/** A bank that never answers: the sandbox's deliveries to it are refused on loopback. */
const hookUrl = (marker: string) => `http://127.0.0.1:9/hooks/${marker}`;

const splitRule = (number: string) =>
  ({ type: 'PERCENTAGE', percent: 1, transferType: 'INTERNAL', beneficiary: { number } }) as const;

async function newConfiguration(app: TestApp, number: string) {
  return app.value('split:create-configuration', { instructions: [splitRule(number)] });
}

const webhooksWith = (bank: Bank, marker: string) =>
  count(bank, 'SELECT count(*) FROM webhooks WHERE record LIKE ?', `%${marker}%`);

/**
 * Every kind of write the pipeline runs, by kind: the table is a `Record` over the registry's
 * kinds, so a new kind does not compile until it has its row here.
 */
export const writeRows: Record<OutboxKind, WriteRow> = {
  'boleto:create': {
    name: 'boleto create',
    route: { method: 'POST', path: /^\/baas\/v1\/charges$/ },
    call: (app, marker) => app.call('boletos:create', validBoleto({ yourNumber: marker })),
    atBank: (bank, marker) => countRecords(bank, 'boletos', marker),
    reconciled: async (app, bank, marker) =>
      (await cachedBoletos(app, marker)).length === countRecords(bank, 'boletos', marker),
  },
  'pix:create-immediate': {
    name: 'immediate Pix create',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/pix\/qrcode\/dynamic$/ },
    call: (app, marker) =>
      app.call('pix:create-immediate', { amountCents: 4_321, description: marker }),
    atBank: (bank, marker) => countRecords(bank, 'pix_qr_codes', marker),
    reconciled: async (app, bank, marker) => {
      const page = await app.value('charges:list', { filters: { search: marker } });
      return page.items.length === countRecords(bank, 'pix_qr_codes', marker);
    },
  },
  'pix:create-due-date': {
    name: 'due-date Pix create',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/pix\/qrcode\/due-date$/ },
    call: (app, marker) =>
      app.call('pix:create-due-date', {
        amountCents: 12_345,
        dueDate: addDays(today, 10),
        description: marker,
        payer: { name: 'Oficina Mecânica Silva', document: '529.982.247-25' },
        address: { cityName: 'Campinas', zipCode: '13010-000', state: 'SP' },
      }),
    atBank: (bank, marker) => countRecords(bank, 'pix_qr_codes', marker),
    reconciled: async (app, bank, marker) => {
      const page = await app.value('charges:list', { filters: { search: marker } });
      return page.items.length === countRecords(bank, 'pix_qr_codes', marker);
    },
  },
  'boleto:update-due-date': {
    name: 'boleto due-date change',
    route: { method: 'PATCH', path: /^\/baas\/v1\/charges\/[^/]+$/ },
    prepare: newBoleto,
    call: (app, _marker, { correlationId }) =>
      app.call('boletos:update-due-date', { correlationId: correlationId!, dueDate: newDueDate }),
    // An update cannot be doubled: it took effect (1) or not (0).
    atBank: (bank, _marker, { correlationId }) =>
      boletoAtBank(bank, correlationId!).dueDate === newDueDate ? 1 : 0,
    reconciled: async (app, bank, _marker, { correlationId }) => {
      const view = await app.value('boletos:get', { correlationId: correlationId!, refresh: true });
      return view.dueDate === boletoAtBank(bank, correlationId!).dueDate;
    },
  },
  'boleto:cancel': {
    name: 'boleto cancel',
    route: { method: 'POST', path: /^\/baas\/v1\/charges\/[^/]+\/void$/ },
    prepare: newBoleto,
    call: (app, _marker, { correlationId }) =>
      app.call('boletos:cancel', { correlationId: correlationId! }),
    // A cancel cannot be doubled: the boleto ended cancelled (1) or stayed open (0).
    atBank: (bank, _marker, { correlationId }) =>
      boletoAtBank(bank, correlationId!).status === 'Cancelled' ? 1 : 0,
    reconciled: async (app, bank, _marker, { correlationId }) => {
      const view = await app.value('boletos:get', { correlationId: correlationId!, refresh: true });
      return view.status === boletoAtBank(bank, correlationId!).status;
    },
  },
  'pix:cancel-immediate': {
    name: 'immediate Pix cancel',
    route: {
      method: 'PATCH',
      path: /^\/baas\/api\/v2\/pix\/qrcode\/dynamic\/immediate-payment\/[^/]+\/cancel$/,
    },
    prepare: async (app, marker) => ({
      correlationId: (
        await app.value('pix:create-immediate', { amountCents: 1_234, description: marker })
      ).correlationId,
    }),
    call: (app, _marker, { correlationId }) =>
      app.call('pix:cancel', { correlationId: correlationId! }),
    atBank: (bank, _marker, { correlationId }) => codeCancelledAtBank(bank, correlationId!),
    // The cache as the outbox left it: the charge view the refresh reads cannot tell a
    // cancelled immediate code from an expired one.
    reconciled: async (app, bank, _marker, { correlationId }) =>
      (await app.value('pix:get', { correlationId: correlationId! })).status ===
      codeStatusAtBank(bank, correlationId!),
  },
  'pix:cancel-due-date': {
    name: 'due-date Pix cancel',
    route: {
      method: 'PATCH',
      path: /^\/baas\/api\/v2\/pix\/qrcode\/dynamic\/due-date\/[^/]+\/cancel$/,
    },
    prepare: async (app, marker) => ({
      correlationId: (
        await app.value('pix:create-due-date', {
          amountCents: 5_432,
          dueDate: addDays(today, 10),
          description: marker,
          payer: { name: 'Oficina Mecânica Silva', document: '529.982.247-25' },
          address: { cityName: 'Campinas', zipCode: '13010-000', state: 'SP' },
        })
      ).correlationId,
    }),
    call: (app, _marker, { correlationId }) =>
      app.call('pix:cancel', { correlationId: correlationId! }),
    atBank: (bank, _marker, { correlationId }) => codeCancelledAtBank(bank, correlationId!),
    reconciled: async (app, bank, _marker, { correlationId }) =>
      (await app.value('pix:get', { correlationId: correlationId!, refresh: true })).status ===
      codeStatusAtBank(bank, correlationId!),
  },
  'payment:qr-code': {
    name: 'QR code payment',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/transfers$/ },
    moneyOutCents: 3_333,
    // The account's own code, decoded with no fault: the payment is what meets the fault.
    prepare: async (app, marker) => {
      await seeTheBank(app);
      const code = await app.value('pix:create-immediate', {
        amountCents: 3_333,
        description: marker,
      });
      const decoded = await app.value('payments:decode', { payload: code.payloadPix });
      return { correlationId: code.correlationId, endToEndId: decoded.endToEndId };
    },
    call: (app, _marker, { endToEndId }) =>
      app.call('payments:pay-qr', {
        endToEndId: endToEndId!,
        amountCents: 3_333,
        confirmAmountCents: 3_333,
      }),
    atBank: (bank, _marker, { endToEndId }) =>
      count(bank, 'SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?', endToEndId),
    reconciled: async (app, bank, _marker, { endToEndId }) => {
      const sent = await app.value('payments:list-sent', { search: endToEndId! });
      return (
        sent.length ===
        count(bank, 'SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?', endToEndId)
      );
    },
  },
  'payment:boleto': {
    name: 'boleto payment',
    route: { method: 'POST', path: /^\/baas\/api\/v1\/bill-payments$/ },
    moneyOutCents: 25_990,
    // A boleto of the account, issued and read with no fault: the payment is what meets it.
    prepare: async (app, marker) => {
      await seeTheBank(app);
      const boleto = await app.value('boletos:create', validBoleto({ yourNumber: marker }));
      const read = await app.value('bill-payments:read', { code: boleto.digitableLine });
      expect(read.charge.totalCents).toBe(25_990);
      return { barCode: read.barCode, digitableLine: read.digitableLine };
    },
    call: (app, _marker, { barCode }) =>
      app.call('bill-payments:pay', {
        barCode: barCode!,
        amountCents: 25_990,
        confirmAmountCents: 25_990,
      }),
    atBank: (bank, _marker, { barCode }) =>
      count(bank, 'SELECT count(*) FROM bill_payments WHERE bar_code = ?', barCode),
    reconciled: async (app, bank, _marker, { barCode, digitableLine }) => {
      const sent = await app.value('payments:list-sent', { search: digitableLine! });
      return (
        sent.length ===
        count(bank, 'SELECT count(*) FROM bill_payments WHERE bar_code = ?', barCode)
      );
    },
  },
  'transfer:key': {
    name: 'transfer to a key',
    route: { method: 'POST', path: /^\/v1\/pix\/transfers$/ },
    moneyOutCents: 2_222,
    // The spec's route: a profile on the v2 route pays every key through v2.
    prepare: async (app) => {
      await useKeyTransferRoute(app, 'spec-v1');
      await seeTheBank(app);
      return {};
    },
    call: (app, marker) =>
      app.call('transfers:create', {
        key: `${marker.toLowerCase()}@exemplo.com.br`,
        amountCents: 2_222,
        confirmAmountCents: 2_222,
        description: marker,
      }),
    atBank: (bank, marker) => keyTransfersAtBank(bank, marker),
    // Never resent: an unknown outcome stays in the outbox as "check with the bank".
    reconciled: async (app, bank, marker) => {
      const sent = await app.value('payments:list-sent', {
        search: `${marker.toLowerCase()}@exemplo`,
      });
      return sent.length === keyTransfersAtBank(bank, marker);
    },
  },
  'transfer:key-v2': {
    name: 'transfer to a key looked up first',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/transfers$/ },
    moneyOutCents: 2_424,
    neverParked: true,
    // A demo person's key, looked up with no fault: the transfer is what meets the fault.
    prepare: async (app) => {
      await useKeyTransferRoute(app, 'sdk-v2');
      await seeTheBank(app);
      const lookup = await app.value('transfers:look-up', { key: 'ana@exemplo.com.br' });
      return lookup.kind === 'payee' ? { endToEndId: lookup.endToEndId } : {};
    },
    call: (app, marker, { endToEndId }) =>
      app.call('transfers:create', {
        key: 'ana@exemplo.com.br',
        endToEndId: endToEndId!,
        amountCents: 2_424,
        confirmAmountCents: 2_424,
        description: marker,
      }),
    atBank: (bank, _marker, { endToEndId }) =>
      count(bank, 'SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?', endToEndId),
    reconciled: async (app, bank, _marker, { endToEndId }) => {
      const sent = await app.value('payments:list-sent', { search: endToEndId! });
      return (
        sent.length ===
        count(bank, 'SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?', endToEndId)
      );
    },
  },
  'transfer:key-scheduled': {
    name: 'transfer to a key scheduled for a later day',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/transfers$/ },
    moneyOutCents: 2_525,
    moneyOutDay: scheduledDay,
    neverParked: true,
    prepare: async (app) => {
      await useKeyTransferRoute(app, 'sdk-v2');
      await seeTheBank(app);
      const lookup = await app.value('transfers:look-up', { key: 'ana@exemplo.com.br' });
      return lookup.kind === 'payee' ? { endToEndId: lookup.endToEndId } : {};
    },
    call: (app, marker, { endToEndId }) =>
      app.call('transfers:create', {
        key: 'ana@exemplo.com.br',
        endToEndId: endToEndId!,
        amountCents: 2_525,
        confirmAmountCents: 2_525,
        description: marker,
        scheduledFor: scheduledDay,
      }),
    atBank: (bank, _marker, { endToEndId }) =>
      count(bank, 'SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?', endToEndId),
    reconciled: async (app, bank, _marker, { endToEndId }) => {
      const sent = await app.value('payments:list-sent', { search: endToEndId! });
      return (
        sent.length ===
          count(bank, 'SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?', endToEndId) &&
        sent.every((s) => s.status === 'SCHEDULED' && s.scheduledFor === scheduledDay)
      );
    },
  },
  'transfer:cancel-scheduled': {
    name: 'scheduled transfer cancelled',
    route: { method: 'DELETE', path: /^\/baas\/api\/v2\/transfers\/[^/]+$/ },
    neverParked: true,
    // A transfer scheduled with no fault: the cancel is what meets the fault.
    prepare: async (app, marker) => {
      await useKeyTransferRoute(app, 'sdk-v2');
      await seeTheBank(app);
      const scheduled = await app.value('transfers:create', {
        key: 'ana@exemplo.com.br',
        amountCents: 2_626,
        confirmAmountCents: 2_626,
        description: marker,
        scheduledFor: scheduledDay,
      });
      return { transferId: scheduled.id };
    },
    call: (app, _marker, { transferId }) =>
      app.call('transfers:cancel-scheduled', { id: transferId! }),
    // A cancel cannot be doubled: the transfer ended cancelled (1) or stayed scheduled (0).
    atBank: (bank, _marker, { transferId }) => transferCancelledAtBank(bank, transferId!),
    reconciled: async (app, bank, _marker, { transferId }) => {
      const sent = await app.value('payments:get-sent', { id: transferId!, refresh: false });
      return (sent.status === 'CANCELLED') === (transferCancelledAtBank(bank, transferId!) === 1);
    },
  },
  'refund:create': {
    name: 'refund',
    route: { method: 'PUT', path: /^\/baas\/api\/v1\/transactions\/pix\/[^/]+\/refund$/ },
    moneyOutCents: 1_500,
    // A Pix received at the bank with no fault; the app learns it by its end-to-end id.
    prepare: async (app, _marker, bank) => {
      await seeTheBank(app);
      const received = await receiveAtTheBank(bank, 5_000);
      return { endToEndId: received.endToEndId };
    },
    call: (app, marker, { endToEndId }) =>
      app.call('refunds:create', {
        endToEndId: endToEndId!,
        amountCents: 1_500,
        confirmAmountCents: 1_500,
        description: marker,
      }),
    atBank: (bank, _marker, { endToEndId }) =>
      count(bank, 'SELECT count(*) FROM refunds WHERE original_id = ?', endToEndId),
    reconciled: async (app, bank, _marker, { endToEndId }) => {
      const received = await app.call('received:get', { endToEndId: endToEndId!, refresh: false });
      return (
        (received.ok ? received.value.refunds.length : 0) ===
        count(bank, 'SELECT count(*) FROM refunds WHERE original_id = ?', endToEndId)
      );
    },
  },
  'pix-key:create': {
    name: 'random Pix key',
    route: { method: 'POST', path: /^\/baas\/api\/v1\/pix\/dict\/entries$/ },
    prepare: (_app, _marker, bank) =>
      Promise.resolve({ before: count(bank, 'SELECT count(*) FROM pix_keys') }),
    call: (app) => app.call('pix-keys:create', { entryType: 'EVP' }),
    // Keys carry no tag of ours: what this cell added at the bank.
    atBank: (bank, _marker, { before }) => count(bank, 'SELECT count(*) FROM pix_keys') - before!,
    reconciled: async (app, bank) =>
      (await app.value('pix-keys:list', {})).keys.length ===
      count(bank, 'SELECT count(*) FROM pix_keys'),
  },
  'pix-key:delete': {
    name: 'Pix key deleted',
    route: { method: 'DELETE', path: /^\/baas\/api\/v1\/pix\/dict\/entries$/ },
    // A key of the account, registered with no fault and listed (the list is what is deleted from).
    prepare: async (app) => {
      const { key } = await app.value('pix-keys:create', { entryType: 'EVP' });
      await app.value('pix-keys:list', {});
      return { key };
    },
    call: (app, _marker, { key }) => app.call('pix-keys:delete', { key: key! }),
    // Counted at the bank's own record of deletions: a deletion sent twice is one row.
    atBank: (bank, _marker, { key }) =>
      count(bank, 'SELECT count(*) FROM pix_key_deletions WHERE pix_key = ?', key),
    reconciled: async (app, bank, _marker, { key }) =>
      (await app.value('pix-keys:list', {})).keys.some((k) => k.key === key) ===
      (count(bank, 'SELECT count(*) FROM pix_keys WHERE pix_key = ?', key) === 1),
  },
  'split:create-configuration': {
    name: 'split configuration',
    route: { method: 'POST', path: /^\/baas\/api\/v1\/split-payments\/configurations$/ },
    call: (app, marker) =>
      app.call('split:create-configuration', { instructions: [splitRule(marker)] }),
    atBank: (bank, marker) => countRecords(bank, 'split_instructions', marker),
    reconciled: async (app, bank, marker) =>
      (await app.value('split:list', {})).filter((c) =>
        c.instructions.some((i) => i.beneficiary.number === marker),
      ).length === countRecords(bank, 'split_instructions', marker),
  },
  'split:add-instruction': {
    name: 'split instruction added',
    route: {
      method: 'POST',
      path: /^\/baas\/api\/v1\/split-payments\/configurations\/\d+\/beneficiaries$/,
    },
    prepare: async (app, marker) => ({
      configurationId: (await newConfiguration(app, `${marker}B`)).id,
    }),
    call: (app, marker, { configurationId }) =>
      app.call('split:add-instruction', {
        configurationId: configurationId!,
        ...splitRule(marker),
      }),
    atBank: (bank, marker) =>
      count(
        bank,
        `SELECT count(*) FROM split_instructions WHERE json_extract(record, '$.beneficiary.number') = ?`,
        marker,
      ),
    reconciled: async (app, bank, marker) =>
      (await app.value('split:list', {}))
        .flatMap((c) => c.instructions)
        .filter((i) => i.beneficiary.number === marker).length ===
      count(
        bank,
        `SELECT count(*) FROM split_instructions WHERE json_extract(record, '$.beneficiary.number') = ?`,
        marker,
      ),
  },
  'split:update-instruction': {
    name: 'split rule changed',
    route: {
      method: 'PATCH',
      path: /^\/baas\/api\/v1\/split-payments\/configurations\/\d+\/beneficiaries\/\d+$/,
    },
    prepare: async (app, marker) => {
      const configuration = await newConfiguration(app, marker);
      return {
        configurationId: configuration.id,
        instructionId: configuration.instructions[0]!.id,
      };
    },
    call: (app, _marker, { configurationId, instructionId }) =>
      app.call('split:update-instruction', {
        configurationId: configurationId!,
        instructionId: instructionId!,
        type: 'PERCENTAGE',
        percent: 2,
      }),
    // A change cannot be doubled: it took effect (1) or not (0).
    atBank: (bank, _marker, { instructionId }) =>
      count(
        bank,
        `SELECT count(*) FROM split_instructions WHERE id = ? AND json_extract(record, '$.amount') = 2`,
        instructionId,
      ),
    reconciled: async (app, bank, _marker, { configurationId, instructionId }) => {
      const configuration = (await app.value('split:list', {})).find(
        (c) => c.id === configurationId,
      );
      const rule = configuration?.instructions.find((i) => i.id === instructionId)?.rule;
      const changed = rule?.type === 'PERCENTAGE' && rule.percent === 2 ? 1 : 0;
      return (
        changed ===
        count(
          bank,
          `SELECT count(*) FROM split_instructions WHERE id = ? AND json_extract(record, '$.amount') = 2`,
          instructionId,
        )
      );
    },
  },
  'webhook:register': {
    name: 'webhook registered',
    route: { method: 'POST', path: /^\/baas\/api\/v1\/webhooks$/ },
    call: (app, marker) =>
      app.call('webhooks:register', { eventType: 'CHARGE_PAID', url: hookUrl(marker) }),
    atBank: webhooksWith,
    // The screen lists webhooks live from the bank.
    reconciled: async (app, bank, marker) =>
      (await app.value('webhooks:list', {})).items.filter((w) => w.url === hookUrl(marker))
        .length === webhooksWith(bank, marker),
  },
  'webhook:update': {
    name: 'webhook edited',
    route: { method: 'PATCH', path: /^\/baas\/api\/v1\/webhooks\/[^/]+$/ },
    prepare: async (app, marker) => ({
      webhookId: (
        await app.value('webhooks:register', {
          eventType: 'CHARGE_PAID',
          url: hookUrl(`${marker}-before`),
        })
      ).id,
    }),
    call: (app, marker, { webhookId }) =>
      app.call('webhooks:update', {
        id: webhookId!,
        eventType: 'CHARGE_PAID',
        url: hookUrl(marker),
      }),
    atBank: (bank, marker) =>
      count(bank, 'SELECT count(*) FROM webhooks WHERE record LIKE ?', `%${hookUrl(marker)}"%`),
    reconciled: async (app, bank, marker) =>
      (await app.value('webhooks:list', {})).items.filter((w) => w.url === hookUrl(marker))
        .length ===
      count(bank, 'SELECT count(*) FROM webhooks WHERE record LIKE ?', `%${hookUrl(marker)}"%`),
  },
  'webhook:delete': {
    name: 'webhook deleted',
    route: { method: 'DELETE', path: /^\/baas\/api\/v1\/webhooks\/[^/]+$/ },
    prepare: async (app, marker) => ({
      webhookId: (
        await app.value('webhooks:register', { eventType: 'CHARGE_PAID', url: hookUrl(marker) })
      ).id,
    }),
    call: (app, _marker, { webhookId }) => app.call('webhooks:delete', { id: webhookId! }),
    // Deleting cannot be doubled: it took effect (1) or not (0).
    atBank: (bank, _marker, { webhookId }) =>
      count(bank, 'SELECT count(*) FROM webhooks WHERE id = ?', webhookId) === 0 ? 1 : 0,
    reconciled: async (app, bank, _marker, { webhookId }) =>
      (await app.value('webhooks:list', {})).items.filter((w) => w.id === webhookId).length ===
      count(bank, 'SELECT count(*) FROM webhooks WHERE id = ?', webhookId),
  },
  'counter-qr:register': {
    name: 'counter QR registered',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/pix\/qrcode\/static$/ },
    // A key of the account, registered with no fault: the code is what meets the fault.
    prepare: async (app) => ({
      key: (await app.value('pix-keys:create', { entryType: 'EVP' })).key,
    }),
    call: (app, marker, { key }) =>
      app.call('counter-qr:register', { key: key!, amountCents: 1_111, description: marker }),
    atBank: (bank, marker) => countRecords(bank, 'static_qr_codes', marker),
    reconciled: async (app, bank, marker) =>
      (await app.value('counter-qr:list-registered', {})).filter((c) => c.description === marker)
        .length === countRecords(bank, 'static_qr_codes', marker),
  },
  'counter-qr:cancel': {
    name: 'counter QR cancelled',
    route: {
      method: 'PATCH',
      path: /^\/baas\/api\/v2\/pix\/qrcode\/static\/[^/]+\/cancel$/,
    },
    prepare: async (app, marker) => {
      const { key } = await app.value('pix-keys:create', { entryType: 'EVP' });
      const code = await app.value('counter-qr:register', { key, description: marker });
      return { correlationId: code.correlationId };
    },
    call: (app, _marker, { correlationId }) =>
      app.call('counter-qr:cancel-registered', { correlationId: correlationId! }),
    // A cancel cannot be doubled: the code ended cancelled (1) or stayed active (0).
    atBank: (bank, _marker, { correlationId }) =>
      staticCodeStatusAtBank(bank, correlationId!) === 'CANCELLED' ? 1 : 0,
    reconciled: async (app, bank, _marker, { correlationId }) =>
      (
        await app.value('counter-qr:get-registered', {
          correlationId: correlationId!,
          refresh: true,
        })
      ).status === staticCodeStatusAtBank(bank, correlationId!),
  },
};

const rows = Object.values(writeRows);

const staticCodeStatusAtBank = (bank: Bank, correlationId: string) =>
  bank.db
    .prepare('SELECT status FROM static_qr_codes WHERE correlation_id = ?')
    .pluck()
    .get(correlationId) as string;

const codeStatusAtBank = (bank: Bank, correlationId: string) =>
  bank.db
    .prepare('SELECT status FROM pix_qr_codes WHERE correlation_id = ?')
    .pluck()
    .get(correlationId) as string;

const transferCancelledAtBank = (bank: Bank, id: string) =>
  count(
    bank,
    `SELECT count(*) FROM qr_payments WHERE id = ? AND json_extract(record, '$.status') = 'CANCELLED'`,
    id,
  );

const codeCancelledAtBank = (bank: Bank, correlationId: string) =>
  codeStatusAtBank(bank, correlationId) === 'CANCELLED' ? 1 : 0;

function keyTransfersAtBank(bank: Bank, marker: string): number {
  return (
    bank.db
      .prepare('SELECT count(*) AS n FROM key_transfers WHERE description = ?')
      .get(marker) as { n: number }
  ).n;
}

const tlsRefusals = (bank: Bank) =>
  bank.faults.hits.filter((hit) => hit.fault === 'tls-refused').length;

interface Cell {
  operation: string;
  fault: string;
  outcome: string;
  atBank: number;
  outboxed: boolean;
  duplicates: number;
  lost: number;
  reconciled: boolean;
  checkWithBank: number;
  /** Money that left the bank in this cell beyond what the day's limit counted (must be 0). */
  uncounted: number;
}

describe.skipIf(keyringMissing)('fault injection: every write against a flaky bank', () => {
  let running: AppOnFlakyBank | undefined;
  let app: TestApp;
  let bank: Bank;
  const cells: Cell[] = [];

  beforeAll(async () => {
    running = await startAppOnFlakyBank();
    ({ app, bank } = running);
  });

  afterAll(async () => {
    recordFigures('fault-matrix', {
      operations: rows.length,
      faults: faults.length,
      cells: cells.length,
      duplicates: cells.reduce((s, c) => s + c.duplicates, 0),
      lost: cells.reduce((s, c) => s + c.lost, 0),
      unreconciled: cells.filter((c) => !c.reconciled).length,
      outboxed: cells.filter((c) => c.outboxed).length,
      checkWithBank: cells.filter((c) => c.checkWithBank > 0).length,
      uncountedCents: cells.reduce((s, c) => s + c.uncounted, 0),
      cellsDetail: cells,
    });
    await running?.close();
  });

  let cellNumber = 0;
  describe.each(rows)('$name', (row) => {
    it.each(faults)('$name', async (column) => {
      const marker = `FLT${++cellNumber}X${Date.now() % 100_000}`;
      // Outbox entries left by an earlier cell are the owner's to discard: start clean.
      for (const entry of await app.value('outbox:list', {})) {
        await app.call('outbox:discard', { id: entry.id });
      }
      const prepared = (await row.prepare?.(app, marker, bank)) ?? {};
      const refusedBefore = tlsRefusals(bank);
      if (column.fault === 'tls-refusal') {
        // The bank closes the app's kept-alive connections, so the write must open a new one,
        // and the next connections end in their handshake. The app learns of the close before
        // it writes (the closes reach it in the event loop's next turns).
        bank.faults.refuseTls(3);
        for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      } else {
        bank.faults.add({ method: row.route.method, path: row.route.path, fault: column.fault });
      }

      // The day the write's money counts against: a scheduled transfer's own, else today.
      const limitsOf = () =>
        app.value('limits:get', row.moneyOutDay ? { day: row.moneyOutDay } : {});
      const usedBefore = (await limitsOf()).usedTodayCents;
      const result = await row.call(app, marker, prepared);
      if (column.fault === 'tls-refusal') {
        expect(tlsRefusals(bank), 'the write met a refused handshake').toBeGreaterThan(
          refusedBefore,
        );
      }
      const outcome = result.ok ? 'ok' : result.error.code;
      expect(outcome, JSON.stringify(result)).not.toBe('internal');
      const kept = (await app.value('outbox:list', {})).filter((e) => e.state !== 'done');
      const outboxed = kept.length > 0;
      // The write's effect at the bank right after the call: the app must know of it.
      const beforeHeal = row.atBank(bank, marker, prepared);
      const lost = beforeHeal > 0 && !result.ok && !outboxed ? 1 : 0;
      if (!result.ok && outcome === 'unknown_outcome') {
        expect(outboxed, 'an unknown outcome is kept in the outbox').toBe(true);
      }
      // Money that left counts against the day's limit, known or not.
      const counted = (await limitsOf()).usedTodayCents - usedBefore;
      const uncounted = row.moneyOutCents
        ? Math.max(0, beforeHeal * row.moneyOutCents - counted)
        : 0;

      // The bank heals; the owner checks what the outbox shows ("check with the bank").
      bank.faults.clear();
      for (const entry of kept) await app.call('outbox:resolve', { id: entry.id });
      // What is still open is shown to the owner as "check with the bank" (a transfer, an
      // immediate Pix code): it must say so, never hang in `sending`.
      const remaining = (await app.value('outbox:list', {})).filter((e) => e.state !== 'done');
      const atBank = row.atBank(bank, marker, prepared);
      if (result.ok) expect(atBank, 'an acknowledged write is at the bank').toBe(1);
      const reconciled = await row.reconciled(app, bank, marker, prepared);
      cells.push({
        operation: row.name,
        fault: column.name,
        outcome,
        atBank,
        outboxed,
        duplicates: Math.max(0, atBank - 1),
        lost,
        reconciled,
        checkWithBank: remaining.length,
        uncounted,
      });
      expect(atBank, 'duplicates at the bank').toBeLessThanOrEqual(1);
      expect(lost, 'the bank did it, the app neither answered nor kept it').toBe(0);
      expect(uncounted, 'money that left is counted against the day').toBe(0);
      expect(remaining.map((e) => e.state).filter((state) => state === 'sending')).toEqual([]);
      if (row.neverParked) {
        const refused = !result.ok && outcome !== 'unknown_outcome';
        expect(atBank, 'done exactly once, unless the bank refused it').toBe(refused ? 0 : 1);
        expect(remaining, 'settled with the bank, never parked').toEqual([]);
      }
      expect(
        reconciled || remaining.length > 0,
        "the app's view matches the bank's, or the outbox says to check with the bank",
      ).toBe(true);
    });
  });
});
