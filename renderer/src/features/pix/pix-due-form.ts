import {
  interestTypes,
  pixDueDateInputSchema,
  pixPreviewInputSchema,
  type Locale,
  type PixDueDateInput,
  type PixDueDateInputParsed,
} from '../../../../preload/contract/index.ts';
import type { z } from 'zod';
import {
  anyTyped,
  hasAtMostFourDecimals,
  moneyField,
  percentField,
  type DraftCheck,
  type Fields,
} from '../../lib/draft-values.ts';
import { draftChecker } from '../../lib/draft-check.ts';
import type { InfoDraft } from './pix-immediate-form.ts';

export type InterestType = (typeof interestTypes)[number];
export type AdjustmentType = 'FIXED_AMOUNT' | 'PERCENTAGE';

export interface DueBandDraft {
  date: string;
  /** Reais or a percent, per the discount's type, as typed. */
  value: string;
}

/** The due-date Pix form as typed. */
export interface PixDueDateDraft {
  amount: string;
  dueDate: string;
  maxDaysOverdue: string;
  payer: { name: string; document: string };
  address: { cityName: string; zipCode: string; state: string; street: string };
  description: string;
  infos: InfoDraft[];
  rebateType: 'NONE' | AdjustmentType;
  rebate: string;
  discountMode: 'NONE' | 'single' | 'bands';
  discountType: AdjustmentType;
  /** The single discount's value. */
  discount: string;
  bands: DueBandDraft[];
  interestType: 'NONE' | InterestType;
  interest: string;
  fineType: 'NONE' | AdjustmentType;
  fine: string;
}

export const MAX_DUE_BANDS = 3;
export const DEFAULT_MAX_DAYS_OVERDUE = 30;

export function emptyPixDueDateDraft(): PixDueDateDraft {
  return {
    amount: '',
    dueDate: '',
    maxDaysOverdue: String(DEFAULT_MAX_DAYS_OVERDUE),
    payer: { name: '', document: '' },
    address: { cityName: '', zipCode: '', state: '', street: '' },
    description: '',
    infos: [],
    rebateType: 'NONE',
    rebate: '',
    discountMode: 'NONE',
    discountType: 'FIXED_AMOUNT',
    discount: '',
    bands: [],
    interestType: 'NONE',
    interest: '',
    fineType: 'NONE',
    fine: '',
  };
}

/** A percent of a Pix tax: at most four decimals (the schema checks the range). */
function taxPercent(text: string, path: string, fields: Fields): number | undefined {
  const value = percentField(text, path, fields);
  if (value !== undefined && !hasAtMostFourDecimals(value)) {
    fields[path] = [{ key: 'v.percent.decimals4' }];
    return undefined;
  }
  return value;
}

/** A rebate, single discount or fine: cents or a percent, under `path.cents` / `path.percent`. */
function adjustment(
  type: AdjustmentType,
  text: string,
  locale: Locale,
  path: string,
  fields: Fields,
): Record<string, unknown> {
  return type === 'FIXED_AMOUNT'
    ? { type, cents: moneyField(text, locale, `${path}.cents`, fields) }
    : { type, percent: taxPercent(text, `${path}.percent`, fields) };
}

/** Cents for a fixed value, a percent otherwise: the `value` of a band or of the interest. */
function taxValue(
  fixed: boolean,
  text: string,
  locale: Locale,
  path: string,
  fields: Fields,
): number | undefined {
  return fixed ? moneyField(text, locale, path, fields) : taxPercent(text, path, fields);
}

function taxesOf(draft: PixDueDateDraft, locale: Locale, fields: Fields) {
  const taxes: Record<string, unknown> = {};
  if (draft.rebateType !== 'NONE') {
    taxes.rebate = adjustment(draft.rebateType, draft.rebate, locale, 'taxes.rebate', fields);
  }
  if (draft.discountMode === 'single') {
    taxes.discount = {
      mode: 'single',
      value: adjustment(draft.discountType, draft.discount, locale, 'taxes.discount.value', fields),
    };
  } else if (draft.discountMode === 'bands') {
    taxes.discount = {
      mode: 'bands',
      type: draft.discountType,
      bands: draft.bands.map((band, i) => ({
        date: band.date,
        value: taxValue(
          draft.discountType === 'FIXED_AMOUNT',
          band.value,
          locale,
          `taxes.discount.bands.${i}.value`,
          fields,
        ),
      })),
    };
  }
  if (draft.interestType !== 'NONE') {
    taxes.interest = {
      type: draft.interestType,
      value: taxValue(
        draft.interestType === 'FIXED_AMOUNT_CALENDAR_DAY',
        draft.interest,
        locale,
        'taxes.interest.value',
        fields,
      ),
    };
  }
  if (draft.fineType !== 'NONE') {
    taxes.fine = adjustment(draft.fineType, draft.fine, locale, 'taxes.fine', fields);
  }
  return Object.keys(taxes).length > 0 ? taxes : undefined;
}

function maxDaysOverdue(text: string, fields: Fields): number | undefined {
  const trimmed = text.trim();
  if (/^\d{1,4}$/.test(trimmed)) return Number(trimmed);
  fields.maxDaysOverdue = [{ key: trimmed === '' ? 'v.required' : 'v.invalid' }];
  return undefined;
}

/** Builds the bridge input from the draft; `parseFields` holds what could not be read. */
export function pixDueDateDraftToInput(
  draft: PixDueDateDraft,
  locale: Locale,
): { input: PixDueDateInput; parseFields: Fields } {
  const parseFields: Fields = {};
  const a = draft.address;
  const address: Record<string, unknown> = {
    cityName: a.cityName,
    zipCode: a.zipCode,
    state: a.state,
  };
  if (anyTyped(a.street)) address.street = a.street;
  const input: Record<string, unknown> = {
    amountCents: moneyField(draft.amount, locale, 'amountCents', parseFields),
    dueDate: draft.dueDate,
    maxDaysOverdue: maxDaysOverdue(draft.maxDaysOverdue, parseFields),
    payer: { name: draft.payer.name, document: draft.payer.document },
    address,
    additionalInfos: draft.infos.map((info) => ({ name: info.name, value: info.value })),
  };
  if (draft.description.trim() !== '') input.description = draft.description;
  const taxes = taxesOf(draft, locale, parseFields);
  if (taxes) input.taxes = taxes;
  return { input: input as unknown as PixDueDateInput, parseFields };
}

/** The contract's rules over the due-date draft. */
export const checkPixDueDateDraft = draftChecker(pixDueDateDraftToInput, pixDueDateInputSchema);

/** The fields the preview depends on: what the payer owes needs only these. */
export function isPreviewPath(path: string): boolean {
  return (
    path === 'amountCents' ||
    path === 'dueDate' ||
    path === 'maxDaysOverdue' ||
    path === 'taxes' ||
    path.startsWith('taxes.')
  );
}

export type PixPreviewInput = z.input<typeof pixPreviewInputSchema>;

/**
 * The `pix:preview-due-date` request for `dates`, or null while the amount, due date, days
 * overdue or taxes are not valid (the payer and address do not matter to the arithmetic).
 */
export function duePreviewInput(
  draft: PixDueDateDraft,
  locale: Locale,
  dates: string[],
  check: DraftCheck<PixDueDateInputParsed> = checkPixDueDateDraft(draft, locale),
): PixPreviewInput | null {
  if (Object.keys(check.fields).some(isPreviewPath)) return null;
  const { input } = pixDueDateDraftToInput(draft, locale);
  const request = {
    amountCents: input.amountCents,
    dueDate: input.dueDate,
    maxDaysOverdue: input.maxDaysOverdue,
    ...(input.taxes ? { taxes: input.taxes } : {}),
    dates,
  };
  const parsed = pixPreviewInputSchema.safeParse(request);
  return parsed.success ? request : null;
}
