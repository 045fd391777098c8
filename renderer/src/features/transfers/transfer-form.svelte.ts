import { z } from 'zod';
import {
  moneyOutLimitsSchema,
  transferInputSchema,
  type Locale,
  type Result,
  type MoneyOutLimitsView,
  type SentPayment,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { centsToInput } from '../../lib/format.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';
import { OFFLINE_FIRST_STEP, type FirstStepGuard } from './money-out-limit.ts';

export interface TransferDraft {
  key: string;
  amount: string;
  description: string;
  confirm: string;
}

type TransferParsed = z.output<typeof transferInputSchema>;

/** Where the owner is: typing the transfer, or confirming it with the amount typed again. */
export type TransferStage = 'entry' | 'confirm';

/** The paths of the first step: a refusal naming any of them takes the owner back there. */
export const ENTRY_PATHS = ['key', 'amountCents', 'description'] as const;

/**
 * A transfer to a Pix key in two deliberate steps. `entry`: key, amount and message, checked
 * by the contract's rules, the owner's limits and the connection; submitting only moves on to
 * `confirm`, which shows who gets the money and asks for the amount again — only a submit
 * there reaches the bank, so no stray Enter on the first step can send money. An amount over
 * a limit, or no connection, is refused at the first step, before the amount is typed again;
 * main checks both again when the transfer is sent.
 */
export function transferForm(guard: FirstStepGuard) {
  let stage = $state<TransferStage>('entry');
  const form = new FormState({
    empty: (): TransferDraft => ({ key: '', amount: '', description: '', confirm: '' }),
    check: (draft: TransferDraft, locale: Locale) => {
      const fields: Fields = {};
      const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
      const overLimit =
        stage === 'entry' && amountCents !== undefined ? guard.amountMessage(amountCents) : null;
      if (overLimit) fields['amountCents'] = [overLimit];
      // The first step is checked as if confirmed: only the second asks for the amount again.
      const confirmAmountCents =
        stage === 'entry'
          ? amountCents
          : moneyField(draft.confirm, locale, 'confirmAmountCents', fields);
      return checkInput(
        transferInputSchema,
        {
          key: draft.key,
          amountCents,
          confirmAmountCents,
          description: draft.description.trim() === '' ? undefined : draft.description,
        },
        fields,
      );
    },
    send: async (data: TransferParsed): Promise<Result<SentPayment | null>> => {
      // The first step sends nothing: it only lets the owner on to the confirmation, unless
      // the bank cannot be reached — then the owner learns it before typing anything more.
      if (stage === 'entry') {
        return guard.online ? { ok: true, value: null } : { ok: false, error: OFFLINE_FIRST_STEP };
      }
      return invoke('transfers:create', data);
    },
  });

  /** Back to the first step, keeping what was typed (and main's messages on its fields). */
  function edit(): void {
    form.draft.confirm = '';
    stage = 'entry';
  }

  return withParts(form, {
    get stage() {
      return stage;
    },
    edit,
    /** The first step's submit: on to the confirmation when the transfer reads well. */
    async review(): Promise<boolean> {
      if (stage !== 'entry') return false;
      if ((await form.submit()) === null && !form.check.ok) return false;
      if (form.banner) return false;
      const draft = { ...form.draft, confirm: '' };
      form.reset();
      form.draft = draft;
      stage = 'confirm';
      return true;
    },
    /**
     * The second step's submit: the transfer, or null. A refusal that names a field of the
     * first step (a limit on the amount, a key the bank refused) takes the owner back to it,
     * where the message shows on that field.
     */
    async transfer(): Promise<SentPayment | null> {
      if (stage !== 'confirm') return null;
      const sent = await form.submit();
      if (sent) return sent;
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
