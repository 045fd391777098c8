import { z } from 'zod';
import {
  moneyOutLimitsSchema,
  transferInputSchema,
  type Locale,
  type MoneyOutLimitsView,
  type SentPayment,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { centsToInput } from '../../lib/format.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';

export interface TransferDraft {
  key: string;
  amount: string;
  description: string;
  confirm: string;
}

type TransferParsed = z.output<typeof transferInputSchema>;

/** Where the owner is: typing the transfer, or confirming it with the amount typed again. */
export type TransferStage = 'entry' | 'confirm';

/** The paths of the first step: a refusal of any of them takes the owner back there. */
export const ENTRY_PATHS = ['key', 'amountCents', 'description'] as const;

/**
 * A transfer to a Pix key in two deliberate steps. `entry`: key, amount and message, checked
 * by the contract's rules; submitting only moves on to `confirm`, which shows who gets the
 * money and asks for the amount again — only a submit there reaches the bank, so no stray
 * Enter on the first step can send money.
 */
export class TransferFormState extends DraftFormState<
  TransferDraft,
  TransferParsed,
  SentPayment | null
> {
  stage = $state<TransferStage>('entry');

  protected emptyDraft(): TransferDraft {
    return { key: '', amount: '', description: '', confirm: '' };
  }

  protected checkDraft(draft: TransferDraft, locale: Locale) {
    const fields: Fields = {};
    const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
    // The first step is checked as if confirmed: only the second asks for the amount again.
    const confirmAmountCents =
      this.stage === 'entry'
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
  }

  protected async send(data: TransferParsed) {
    // The first step sends nothing: it only lets the owner on to the confirmation.
    if (this.stage === 'entry') return { ok: true as const, value: null };
    return invoke('transfers:create', data);
  }

  protected isShownPath(path: string): boolean {
    return this.stage === 'entry'
      ? (ENTRY_PATHS as readonly string[]).includes(path)
      : path === 'confirmAmountCents';
  }

  /** The first step's submit: on to the confirmation when the transfer reads well. */
  async review(): Promise<boolean> {
    if (this.stage !== 'entry') return false;
    if ((await this.submit()) === null && !this.check.ok) return false;
    if (this.banner) return false;
    const draft = { ...this.draft, confirm: '' };
    this.reset();
    this.draft = draft;
    this.stage = 'confirm';
    return true;
  }

  /** Back to the first step, keeping what was typed (and main's messages on its fields). */
  edit(): void {
    this.draft.confirm = '';
    this.stage = 'entry';
  }

  /**
   * The second step's submit: the transfer, or null. A refusal that names a field of the first
   * step (a limit on the amount, a key the bank refused) takes the owner back to it, where the
   * message shows on that field.
   */
  async transfer(): Promise<SentPayment | null> {
    if (this.stage !== 'confirm') return null;
    const sent = await this.submit();
    if (sent) return sent;
    if (ENTRY_PATHS.some((path) => this.messages(path).length > 0)) this.edit();
    return null;
  }
}

/** The owner's limits typed in Settings: empty is no limit. */
export interface LimitsDraft {
  perTransfer: string;
  perDay: string;
}

type LimitsParsed = z.output<typeof moneyOutLimitsSchema>;

export class LimitsFormState extends DraftFormState<LimitsDraft, LimitsParsed, MoneyOutLimitsView> {
  protected emptyDraft(): LimitsDraft {
    return { perTransfer: '', perDay: '' };
  }

  /** Shows the limits as saved. */
  load(view: MoneyOutLimitsView, locale: Locale): void {
    this.draft = {
      perTransfer:
        view.perTransferCents === null ? '' : centsToInput(view.perTransferCents, locale),
      perDay: view.perDayCents === null ? '' : centsToInput(view.perDayCents, locale),
    };
  }

  protected checkDraft(draft: LimitsDraft, locale: Locale) {
    const fields: Fields = {};
    const perTransferCents =
      draft.perTransfer.trim() === ''
        ? null
        : moneyField(draft.perTransfer, locale, 'perTransferCents', fields);
    const perDayCents =
      draft.perDay.trim() === '' ? null : moneyField(draft.perDay, locale, 'perDayCents', fields);
    return checkInput(moneyOutLimitsSchema, { perTransferCents, perDayCents }, fields);
  }

  protected send(data: LimitsParsed) {
    return invoke('limits:set', data);
  }

  protected isShownPath(path: string): boolean {
    return path === 'perTransferCents' || path === 'perDayCents';
  }
}
