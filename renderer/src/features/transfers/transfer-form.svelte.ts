import { z } from 'zod';
import {
  isCalendarDate,
  moneyOutLimitsSchema,
  todayInSaoPauloIso,
  transferInputSchema,
  type KeyLookupView,
  type Locale,
  type Result,
  type MoneyOutLimitsView,
  type SentPayment,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { centsToInput } from '../../lib/format.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';
import { amountTypedTwice, refuseOverLimit } from './money-out-check.ts';
import { OFFLINE_FIRST_STEP, type FirstStepGuard } from './money-out-limit.ts';

export interface TransferDraft {
  key: string;
  amount: string;
  description: string;
  confirm: string;
  /** "Agendar para": `YYYY-MM-DD` once complete; today (the default) sends it now. */
  scheduledFor: string;
}

/**
 * The later São Paulo day a transfer is scheduled for, or null when it leaves now (today, an
 * empty or unfinished date, or one the form will refuse anyway).
 */
export function laterDayOf(scheduledFor: string, today: string = todayInSaoPauloIso()) {
  return isCalendarDate(scheduledFor) && scheduledFor > today ? scheduledFor : null;
}

type TransferParsed = z.output<typeof transferInputSchema>;

/** Where the owner is: typing the transfer, or confirming it with the amount typed again. */
export type TransferStage = 'entry' | 'confirm';

/** The paths of the first step: a refusal naming any of them takes the owner back there. */
export const ENTRY_PATHS = ['key', 'amountCents', 'description', 'scheduledFor'] as const;

/** What a step's submit came to: the key looked up (first step), or the transfer sent. */
type StepResult = { lookup: KeyLookupView } | { sent: SentPayment };

/**
 * A transfer to a Pix key in two deliberate steps. `entry`: key, amount and message, checked
 * by the contract's rules, the owner's limits and the connection, then the key is looked up
 * at the bank (a read: nothing moves) — `confirm` shows who receives (name, masked CPF/CNPJ,
 * bank, and a plain warning when the key is the account's own) and asks for the amount
 * again; only a submit there reaches the bank with money, through the lookup it showed. An
 * amount over a limit, or no connection, is refused at the first step, before the key is even
 * looked up; main checks both again when the transfer is sent. A profile that pays keys
 * through the spec's route answers the lookup `unchecked`: the key is all there is to show.
 */
/** How the first step asks the bank who holds a key: the bridge (a unit test gives its own). */
export type KeyLookUp = (key: string) => Promise<Result<KeyLookupView>>;

const askTheBank: KeyLookUp = (key) => invoke('transfers:look-up', { key });

export function transferForm(guard: FirstStepGuard, lookUp: KeyLookUp = askTheBank) {
  let stage = $state<TransferStage>('entry');
  let lookup = $state.raw<KeyLookupView | null>(null);
  const form = new FormState({
    empty: (): TransferDraft => ({
      key: '',
      amount: '',
      description: '',
      confirm: '',
      scheduledFor: todayInSaoPauloIso(),
    }),
    check: (draft: TransferDraft, locale: Locale) => {
      const fields: Fields = {};
      const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
      if (stage === 'entry') refuseOverLimit(guard, amountCents, fields);
      // The first step is checked as if confirmed: only the second asks for the amount again.
      const confirmAmountCents =
        stage === 'entry'
          ? amountCents
          : moneyField(draft.confirm, locale, 'confirmAmountCents', fields);
      return checkInput(
        transferInputSchema,
        {
          key: draft.key,
          ...amountTypedTwice(amountCents, confirmAmountCents, draft.description),
          scheduledFor: draft.scheduledFor.trim() === '' ? undefined : draft.scheduledFor,
        },
        fields,
      );
    },
    send: async (data: TransferParsed): Promise<Result<StepResult>> => {
      if (stage === 'entry') {
        // Without a connection the owner learns it before anything more is asked of the bank.
        if (!guard.online) return { ok: false, error: OFFLINE_FIRST_STEP };
        const found = await lookUp(data.key);
        return found.ok ? { ok: true, value: { lookup: found.value } } : found;
      }
      // The transfer names the lookup the owner was shown (the spec's route names none).
      const shown = lookup?.kind === 'payee' ? { endToEndId: lookup.endToEndId } : {};
      const sent = await invoke('transfers:create', { ...data, ...shown });
      return sent.ok ? { ok: true, value: { sent: sent.value } } : sent;
    },
  });

  /** Back to the first step, keeping what was typed (and main's messages on its fields). */
  function edit(): void {
    form.draft.confirm = '';
    lookup = null;
    stage = 'entry';
  }

  return withParts(form, {
    get stage() {
      return stage;
    },
    /** The later day the transfer is scheduled for, or null: it leaves now. */
    get scheduledDay() {
      return laterDayOf(form.draft.scheduledFor);
    },
    /** Who the key belongs to, as the bank said at the first step (null before it). */
    get lookup() {
      return lookup;
    },
    edit,
    /** The first step's submit: the key looked up, then on to the confirmation. */
    async review(): Promise<boolean> {
      if (stage !== 'entry') return false;
      const result = await form.submit();
      if (result === null || !('lookup' in result)) return false;
      const draft = { ...form.draft, confirm: '' };
      form.reset();
      form.draft = draft;
      lookup = result.lookup;
      stage = 'confirm';
      return true;
    },
    /**
     * The second step's submit: the transfer, or null. A refusal that names a field of the
     * first step (a limit on the amount, a key to look up again) takes the owner back to it,
     * where the message shows on that field.
     */
    async transfer(): Promise<SentPayment | null> {
      if (stage !== 'confirm') return null;
      const result = await form.submit();
      if (result !== null && 'sent' in result) return result.sent;
      if (ENTRY_PATHS.some((path) => form.messages(path).length > 0)) edit();
      return null;
    },
  });
}

export type TransferForm = ReturnType<typeof transferForm>;

/** The owner's limits typed in Settings: empty is no limit. */
export interface LimitsDraft {
  perTransfer: string;
  perDay: string;
}

type LimitsParsed = z.output<typeof moneyOutLimitsSchema>;

export function limitsForm() {
  const form = new FormState({
    empty: (): LimitsDraft => ({ perTransfer: '', perDay: '' }),
    check: (draft: LimitsDraft, locale: Locale) => {
      const fields: Fields = {};
      const perTransferCents =
        draft.perTransfer.trim() === ''
          ? null
          : moneyField(draft.perTransfer, locale, 'perTransferCents', fields);
      const perDayCents =
        draft.perDay.trim() === '' ? null : moneyField(draft.perDay, locale, 'perDayCents', fields);
      return checkInput(moneyOutLimitsSchema, { perTransferCents, perDayCents }, fields);
    },
    send: (data: LimitsParsed) => invoke('limits:set', data),
  });
  return withParts(form, {
    /** Shows the limits as saved. */
    load(view: MoneyOutLimitsView, locale: Locale): void {
      form.draft = {
        perTransfer:
          view.perTransferCents === null ? '' : centsToInput(view.perTransferCents, locale),
        perDay: view.perDayCents === null ? '' : centsToInput(view.perDayCents, locale),
      };
    },
  });
}

export type LimitsForm = ReturnType<typeof limitsForm>;
