import {
  MAX_SPLIT_SHARE_PERCENT,
  MIN_SPLIT_CHARGE_CENTS_EXCLUSIVE,
  parseMoneyInput,
  pixImmediateInputSchema,
  splitShareCents,
  type Locale,
  type PixImmediateInput,
} from '../../../../preload/contract/index.ts';
import { anyTyped, moneyField, percentField, type Fields } from '../../lib/draft-values.ts';
import { draftChecker } from '../../lib/draft-check.ts';
import { parsePercentInput } from '../../lib/format.ts';
import { MAX_INFO_ROWS, type InfoRow } from '../../lib/info-rows.ts';

/** How long the code can be paid: the presets (seconds) and a custom number of minutes. */
export const validityPresets = [
  { seconds: 15 * 60, key: 'pix.validity.15m' },
  { seconds: 3600, key: 'pix.validity.1h' },
  { seconds: 86_400, key: 'pix.validity.1d' },
  { seconds: 7 * 86_400, key: 'pix.validity.7d' },
] as const;
export type Validity = `${(typeof validityPresets)[number]['seconds']}` | 'custom';

/** An additional-information line as typed (shared with the InfoRows component). */
export type InfoDraft = InfoRow;

export interface SplitDraft {
  accountNumber: string;
  type: 'FIXED' | 'PERCENTAGE';
  /** Reais for FIXED, a percent for PERCENTAGE, as typed. */
  value: string;
}

/** The immediate Pix form as typed: text everywhere, turned into the contract's input below. */
export interface PixImmediateDraft {
  amount: string;
  description: string;
  validity: Validity;
  customMinutes: string;
  payer: { name: string; document: string; validate: boolean };
  infos: InfoDraft[];
  splits: SplitDraft[];
  beneficiary: { name: string; document: string; cityName: string };
}

/** The most additional-information lines (and split lines) one immediate code carries. */
export const MAX_ROWS = MAX_INFO_ROWS;

export function emptyPixImmediateDraft(): PixImmediateDraft {
  return {
    amount: '',
    description: '',
    // The service's own default.
    validity: '86400',
    customMinutes: '',
    payer: { name: '', document: '', validate: false },
    infos: [],
    splits: [],
    beneficiary: { name: '', document: '', cityName: '' },
  };
}

/** Seconds of validity, or undefined with a message when the custom minutes cannot be read. */
function expiresInSeconds(draft: PixImmediateDraft, fields: Fields): number | undefined {
  if (draft.validity !== 'custom') return Number(draft.validity);
  const text = draft.customMinutes.trim();
  if (!/^\d{1,7}$/.test(text)) {
    fields.expiresInSeconds = [{ key: text === '' ? 'v.required' : 'v.expires.range' }];
    return undefined;
  }
  return Number(text) * 60;
}

/**
 * Builds the bridge input from the draft. The payer and the final beneficiary are sent only
 * when something was typed in them; every additional-info and split row the user added is
 * sent (an empty one is a mistake to point at, not to drop silently).
 */
export function pixImmediateDraftToInput(
  draft: PixImmediateDraft,
  locale: Locale,
): { input: PixImmediateInput; parseFields: Fields } {
  const parseFields: Fields = {};
  const input: Record<string, unknown> = {
    amountCents: moneyField(draft.amount, locale, 'amountCents', parseFields),
    expiresInSeconds: expiresInSeconds(draft, parseFields),
    additionalInfos: draft.infos.map((info) => ({ name: info.name, value: info.value })),
    splitInstructions: draft.splits.map((split, i) =>
      split.type === 'FIXED'
        ? {
            type: 'FIXED',
            accountNumber: split.accountNumber,
            amountCents: moneyField(
              split.value,
              locale,
              `splitInstructions.${i}.amountCents`,
              parseFields,
            ),
          }
        : {
            type: 'PERCENTAGE',
            accountNumber: split.accountNumber,
            percent: percentField(split.value, `splitInstructions.${i}.percent`, parseFields),
          },
    ),
  };
  if (draft.description.trim() !== '') input.description = draft.description;
  const p = draft.payer;
  if (anyTyped(p.name, p.document)) {
    input.payer = { name: p.name, document: p.document, validate: p.validate };
  }
  const b = draft.beneficiary;
  if (anyTyped(b.name, b.document, b.cityName)) {
    input.finalBeneficiary = { name: b.name, document: b.document, cityName: b.cityName };
  }
  return { input: input as unknown as PixImmediateInput, parseFields };
}

/** The contract's rules over the immediate draft. */
export const checkPixImmediateDraft = draftChecker(
  pixImmediateDraftToInput,
  pixImmediateInputSchema,
);

export interface SplitPreview {
  /** The charge in cents, when the amount can be read. */
  amountCents: number | null;
  /** Each split's share in cents, null while its value cannot be read (or, for a percent,
   *  while the amount is unknown). */
  shares: (number | null)[];
  /** What stays with the owner: the amount less every readable share. */
  ownerCents: number | null;
}

/** The live preview of the split: each share in R$ and what stays with the owner. */
export function splitPreview(draft: PixImmediateDraft, locale: Locale): SplitPreview {
  const amount = parseMoneyInput(draft.amount, locale);
  const amountCents = amount.ok ? amount.cents : null;
  const shares = draft.splits.map((split): number | null => {
    if (split.type === 'FIXED') {
      const parsed = parseMoneyInput(split.value, locale);
      return parsed.ok ? parsed.cents : null;
    }
    const percent = parsePercentInput(split.value);
    if (amountCents === null || percent === undefined || Number.isNaN(percent)) return null;
    return splitShareCents({ type: 'PERCENTAGE', accountNumber: '', percent }, amountCents);
  });
  const known = shares.filter((s): s is number => s !== null);
  const ownerCents =
    amountCents === null ? null : amountCents - known.reduce((sum, s) => sum + s, 0);
  return { amountCents, shares, ownerCents };
}

export interface SplitRule {
  /** `unknown` while the amount or a share cannot be read yet. */
  state: 'ok' | 'broken' | 'unknown';
  /** The contract's keys for what is broken (`v.split.min_charge`, `v.split.over_half`). */
  keys: string[];
}

/**
 * The split rule as the user types, from the readable parts of the draft — the schema checks
 * it only once every other field parses, which is too late to guide the typing.
 */
export function splitRule(preview: SplitPreview): SplitRule {
  if (preview.shares.length === 0) return { state: 'ok', keys: [] };
  const keys: string[] = [];
  const amount = preview.amountCents;
  if (amount !== null && amount <= MIN_SPLIT_CHARGE_CENTS_EXCLUSIVE)
    keys.push('v.split.min_charge');
  const known = preview.shares.filter((s): s is number => s !== null);
  const total = known.reduce((sum, s) => sum + s, 0);
  if (amount !== null && keys.length === 0 && total * 100 > amount * MAX_SPLIT_SHARE_PERCENT) {
    keys.push('v.split.over_half');
  }
  if (keys.length > 0) return { state: 'broken', keys };
  return {
    state: amount === null || known.length < preview.shares.length ? 'unknown' : 'ok',
    keys,
  };
}
