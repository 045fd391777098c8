import type { FieldMessage } from '../../../preload/contract/errors.ts';
import type {
  DueBreakdown,
  PixDueDateInputParsed,
  PixImmediateInputParsed,
  PixSplitInstruction,
  PixTaxes,
} from '../../../preload/contract/schemas/pix.ts';
import {
  amountDueOn,
  validateTaxes,
  type DueDateCharge,
  type Taxes,
} from '../../domain/due-date-charge.ts';
import type { IsoDate } from '../../domain/dates.ts';
import { centsToReais } from '../../domain/money.ts';
import { FORM_LEVEL, wireSegments } from './json-path.ts';
import { taxesToWire, taxIssueJsonPath } from '../../domain/wire/pix-taxes.ts';
import type {
  CreateDueDateQrCodeRequest,
  CreateImmediateQrCodeRequest,
  DueDateTaxes,
} from '../../domain/wire/pix.ts';

/**
 * Pure translation between the app's Pix shapes (integer cents, percents, form paths) and the
 * service's wire shapes (reais, `taxes` as type/amount pairs, JSON paths). The one place where
 * a Pix QR code crosses the cents ⇄ reais line, through main/domain/money.ts.
 */

// ---------------------------------------------------------------------------------------------
// Taxes: contract (form) ⇄ domain

/** The domain's taxes of the form's: one value per item, cents or percent by its type. */
export function taxesFromForm(taxes: PixTaxes | undefined): Taxes | undefined {
  if (!taxes) return undefined;
  const domain: Taxes = {};
  if (taxes.rebate) domain.rebate = taxes.rebate;
  const { discount } = taxes;
  if (discount?.mode === 'single') {
    const { value } = discount;
    domain.discount =
      value.type === 'PERCENTAGE'
        ? { type: 'PERCENTAGE', mode: 'single', value: value.percent }
        : { type: 'FIXED_AMOUNT', mode: 'single', value: value.cents };
  } else if (discount?.mode === 'bands') {
    domain.discount = {
      type: discount.type,
      mode: 'bands',
      bands: discount.bands.map((band) => ({ date: band.date, value: band.value })),
    };
  }
  if (taxes.interest) domain.interest = { type: taxes.interest.type, value: taxes.interest.value };
  if (taxes.fine) {
    domain.fine =
      taxes.fine.type === 'PERCENTAGE'
        ? { type: 'PERCENTAGE', value: taxes.fine.percent }
        : { type: 'FIXED_AMOUNT', value: taxes.fine.cents };
  }
  return domain;
}

/**
 * The domain's checks of the taxes (`validateTaxes`: whole cents, percent decimals and ranges,
 * bands), as form fields. The contract's schema checks the rest; these are the rules it leaves
 * to the domain, so the form is refused before anything is sent.
 */
export function formTaxIssues(
  originalCents: number,
  dueDate: IsoDate,
  taxes: PixTaxes | undefined,
): Record<string, FieldMessage[]> {
  const domain = taxesFromForm(taxes);
  const fields: Record<string, FieldMessage[]> = {};
  if (!domain) return fields;
  const wire = { taxes: taxTypesOf(domain) };
  for (const issue of validateTaxes(originalCents, dueDate, domain)) {
    const path = dueDateWireToFormPath(taxIssueJsonPath(issue.path), wire);
    (fields[path] ??= []).push(
      issue.params ? { key: issue.key, params: issue.params } : { key: issue.key },
    );
  }
  return fields;
}

/**
 * The wire taxes' types only, which is all the path mapping needs (`taxesToWire` would throw
 * on the values not in whole cents that are being checked).
 */
function taxTypesOf(
  taxes: Taxes,
): Pick<DueDateTaxes, 'rebateType' | 'discountType' | 'discountsDueDate' | 'fineType'> {
  return {
    ...(taxes.rebate ? { rebateType: taxes.rebate.type } : {}),
    ...(taxes.discount ? { discountType: taxes.discount.type } : {}),
    ...(taxes.discount?.mode === 'bands' ? { discountsDueDate: [] } : {}),
    ...(taxes.fine ? { fineType: taxes.fine.type } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Amount due on a date

/** The due-date charge the domain computes with, from the form's (or a cached code's) fields. */
export function dueDateChargeOf(input: {
  originalCents: number;
  dueDate: IsoDate;
  maxDaysOverdue: number;
  taxes: PixTaxes | null | undefined;
}): DueDateCharge {
  const taxes = taxesFromForm(input.taxes ?? undefined);
  return {
    originalCents: input.originalCents,
    dueDate: input.dueDate,
    maxDaysOverdue: input.maxDaysOverdue,
    ...(taxes ? { taxes } : {}),
  };
}

/** What the payer owes on `date`, line by line (domain `amountDueOn`), as the contract says. */
export function dueBreakdownOn(charge: DueDateCharge, date: IsoDate): DueBreakdown {
  const due = amountDueOn(charge, date);
  const { breakdown } = due;
  return {
    date,
    payable: due.payable,
    originalCents: breakdown.originalCents,
    rebateCents: breakdown.rebateCents,
    discountCents: breakdown.discountCents,
    fineCents: breakdown.fineCents,
    interestCents: breakdown.interestCents,
    totalCents: breakdown.totalCents,
    daysLate: breakdown.daysLate,
  };
}

// ---------------------------------------------------------------------------------------------
// App → wire

/**
 * Both create calls ask for the PNG too: the create answer is the one time the app holds it
 * (the cache keeps the payload only, and the renderer draws the QR from it afterwards).
 */
const FORMAT_RESPONSE = 'PAYLOAD_AND_QRCODE' as const;

function toWireSplit(
  split: PixSplitInstruction,
): NonNullable<CreateImmediateQrCodeRequest['splitInstructions']>[number] {
  return split.type === 'FIXED'
    ? { accountNumber: split.accountNumber, type: 'FIXED', amount: centsToReais(split.amountCents) }
    : { accountNumber: split.accountNumber, type: 'PERCENTAGE', amount: split.percent };
}

/** The create request of an immediate code (spec 4.8) for a parsed form and its correlationId. */
export function toWireImmediateRequest(
  input: PixImmediateInputParsed,
  correlationId: string,
): CreateImmediateQrCodeRequest {
  return {
    correlationId,
    amount: centsToReais(input.amountCents),
    ...(input.description ? { description: input.description } : {}),
    expiresIn: input.expiresInSeconds,
    formatResponse: FORMAT_RESPONSE,
    ...(input.payer
      ? {
          payer: {
            name: input.payer.name,
            document: input.payer.document,
            validate: input.payer.validate,
          },
        }
      : {}),
    ...(input.additionalInfos.length > 0 ? { additionalInfos: input.additionalInfos } : {}),
    ...(input.splitInstructions.length > 0
      ? { splitInstructions: input.splitInstructions.map(toWireSplit) }
      : {}),
    ...(input.finalBeneficiary ? { finalBeneficiary: input.finalBeneficiary } : {}),
  };
}

/** The create request of a due-date code (spec 4.6) for a parsed form and its correlationId. */
export function toWireDueDateRequest(
  input: PixDueDateInputParsed,
  correlationId: string,
): CreateDueDateQrCodeRequest {
  const taxes = taxesFromForm(input.taxes);
  const wireTaxes = taxes ? taxesToWire(taxes) : undefined;
  const street = input.address.street;
  return {
    correlationId,
    amount: centsToReais(input.amountCents),
    dueDate: input.dueDate,
    payer: { name: input.payer.name, document: input.payer.document },
    address: {
      cityName: input.address.cityName,
      zipCode: input.address.zipCode,
      state: input.address.state,
      ...(street ? { street } : {}),
    },
    ...(input.description ? { description: input.description } : {}),
    formatResponse: FORMAT_RESPONSE,
    maxDaysOverdue: input.maxDaysOverdue,
    ...(wireTaxes && Object.keys(wireTaxes).length > 0 ? { taxes: wireTaxes } : {}),
    ...(input.additionalInfos.length > 0 ? { additionalInfos: input.additionalInfos } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Wire → app

/** The service's PNG as a data URL: 2.2/2.3 send bare base64; a data URL is kept as it is. */
export function pixImageDataUrl(image: string | undefined): string | null {
  if (!image) return null;
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

// ---------------------------------------------------------------------------------------------
// 400 field paths → form paths

const ADDITIONAL_INFO: Readonly<Record<string, string>> = { name: 'name', value: 'value' };

/** `additionalInfos[i].name` → `additionalInfos.i.name` (rest: segments after the head). */
function additionalInfoPath(rest: string[]): string {
  const [index, field, ...more] = rest;
  if (index === undefined) return 'additionalInfos';
  if (!/^\d+$/.test(index) || more.length > 0) return FORM_LEVEL;
  if (field === undefined) return `additionalInfos.${index}`;
  return ADDITIONAL_INFO[field] ? `additionalInfos.${index}.${ADDITIONAL_INFO[field]}` : FORM_LEVEL;
}

/** `payer.x` with the given field names (lower-case wire → form). */
function objectPath(
  base: string,
  rest: string[],
  fields: Readonly<Record<string, string>>,
): string {
  const [field, ...more] = rest;
  if (field === undefined) return base;
  return fields[field] && more.length === 0 ? `${base}.${fields[field]}` : FORM_LEVEL;
}

/** `cents` or `percent`: which form field a fixed-or-percentage wire amount stands for. */
function adjustmentField(type: string | undefined): string {
  return type === 'PERCENTAGE' ? 'percent' : 'cents';
}

/** The part of a due-date request the path mapping looks at: the types of the taxes sent. */
type DueDateRequestShape = {
  taxes?: Pick<DueDateTaxes, 'rebateType' | 'discountType' | 'discountsDueDate' | 'fineType'>;
};

function taxesPath(rest: string[], taxes: DueDateRequestShape['taxes']): string {
  const [field, index, sub, ...more] = rest;
  if (field === undefined) return 'taxes';
  const bands = taxes?.discountsDueDate !== undefined;
  if (field === 'discountsduedate') {
    if (more.length > 0) return FORM_LEVEL;
    if (index === undefined) return 'taxes.discount.bands';
    if (!/^\d+$/.test(index)) return FORM_LEVEL;
    if (sub === undefined) return `taxes.discount.bands.${index}`;
    if (sub === 'duedate' || sub === 'date') return `taxes.discount.bands.${index}.date`;
    if (sub === 'amount') return `taxes.discount.bands.${index}.value`;
    return FORM_LEVEL;
  }
  if (index !== undefined) return FORM_LEVEL;
  switch (field) {
    case 'rebatetype':
      return 'taxes.rebate.type';
    case 'rebateamount':
      return `taxes.rebate.${adjustmentField(taxes?.rebateType)}`;
    case 'discounttype':
      return bands ? 'taxes.discount.type' : 'taxes.discount.value.type';
    case 'discountamount':
      return `taxes.discount.value.${adjustmentField(taxes?.discountType)}`;
    case 'interesttype':
      return 'taxes.interest.type';
    case 'interestamount':
      return 'taxes.interest.value';
    case 'finetype':
      return 'taxes.fine.type';
    case 'fineamount':
      return `taxes.fine.${adjustmentField(taxes?.fineType)}`;
    default:
      return FORM_LEVEL;
  }
}

const DUE_DATE_TOP: Readonly<Record<string, string>> = {
  amount: 'amountCents',
  duedate: 'dueDate',
  maxdaysoverdue: 'maxDaysOverdue',
  description: 'description',
};
const DUE_DATE_PAYER: Readonly<Record<string, string>> = { name: 'name', document: 'document' };
const DUE_DATE_ADDRESS: Readonly<Record<string, string>> = {
  cityname: 'cityName',
  zipcode: 'zipCode',
  state: 'state',
  uf: 'state',
  street: 'street',
};

/**
 * Maps a JSON path of the service's 400 on a due-date code (spec 4.6) to the form path of
 * `PixDueDateInput`: `$.amount` → `amountCents`, `$.payer.document` → `payer.document`,
 * `$.taxes.discountsDueDate[1].dueDate` → `taxes.discount.bands.1.date`,
 * `$.taxes.fineAmount` → `taxes.fine.cents` or `.percent` by the fine's type in the request
 * sent. correlationId, formatResponse and anything unknown → `_`.
 */
export function dueDateWireToFormPath(wirePath: string, request?: DueDateRequestShape): string {
  const [head, ...rest] = wireSegments(wirePath).map((segment) => segment.toLowerCase());
  if (head === undefined) return FORM_LEVEL;
  if (DUE_DATE_TOP[head]) return rest.length === 0 ? DUE_DATE_TOP[head] : FORM_LEVEL;
  if (head === 'payer') return objectPath('payer', rest, DUE_DATE_PAYER);
  if (head === 'address') return objectPath('address', rest, DUE_DATE_ADDRESS);
  if (head === 'additionalinfos') return additionalInfoPath(rest);
  if (head === 'taxes') return taxesPath(rest, request?.taxes);
  return FORM_LEVEL;
}

const IMMEDIATE_TOP: Readonly<Record<string, string>> = {
  amount: 'amountCents',
  expiresin: 'expiresInSeconds',
  description: 'description',
};
const IMMEDIATE_PAYER: Readonly<Record<string, string>> = {
  name: 'name',
  document: 'document',
  validate: 'validate',
};
const FINAL_BENEFICIARY: Readonly<Record<string, string>> = {
  name: 'name',
  document: 'document',
  cityname: 'cityName',
};

function splitPath(
  rest: string[],
  splits: CreateImmediateQrCodeRequest['splitInstructions'] | undefined,
): string {
  const [index, field, ...more] = rest;
  if (index === undefined) return 'splitInstructions';
  if (!/^\d+$/.test(index) || more.length > 0) return FORM_LEVEL;
  const base = `splitInstructions.${index}`;
  if (field === undefined) return base;
  if (field === 'accountnumber') return `${base}.accountNumber`;
  if (field === 'type') return `${base}.type`;
  if (field === 'amount') {
    const type = splits?.[Number(index)]?.type;
    return `${base}.${type === 'PERCENTAGE' ? 'percent' : 'amountCents'}`;
  }
  return FORM_LEVEL;
}

/**
 * Maps a JSON path of the service's 400 on an immediate code (spec 4.8) to the form path of
 * `PixImmediateInput`: `$.amount` → `amountCents`, `$.expiresIn` → `expiresInSeconds`,
 * `$.splitInstructions[0].amount` → `splitInstructions.0.amountCents` or `.percent` by the
 * split's type in the request sent, `$.finalBeneficiary.cityName` → the same. The address
 * (not on the form), correlationId and anything unknown → `_`.
 */
export function immediateWireToFormPath(
  wirePath: string,
  request?: Pick<CreateImmediateQrCodeRequest, 'splitInstructions'>,
): string {
  const [head, ...rest] = wireSegments(wirePath).map((segment) => segment.toLowerCase());
  if (head === undefined) return FORM_LEVEL;
  if (IMMEDIATE_TOP[head]) return rest.length === 0 ? IMMEDIATE_TOP[head] : FORM_LEVEL;
  if (head === 'payer') return objectPath('payer', rest, IMMEDIATE_PAYER);
  if (head === 'finalbeneficiary') return objectPath('finalBeneficiary', rest, FINAL_BENEFICIARY);
  if (head === 'additionalinfos') return additionalInfoPath(rest);
  if (head === 'splitinstructions') return splitPath(rest, request?.splitInstructions);
  return FORM_LEVEL;
}

/**
 * Maps a JSON path of the sandbox's 400 on a simulated payment to the form of
 * `pix:simulate-payment`: the payer's fields; the payload, amount and the rest → `_` (the app
 * computed them, the owner did not type them).
 */
export function simulationWireToFormPath(wirePath: string): string {
  const [head, ...rest] = wireSegments(wirePath).map((segment) => segment.toLowerCase());
  if (head === 'payer') return objectPath('payer', rest, DUE_DATE_PAYER);
  if (head === 'paidat' && rest.length === 0) return 'paymentDate';
  return FORM_LEVEL;
}
