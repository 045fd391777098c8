import { z } from 'zod';

/** Pieces every feature's schemas share: addresses, list totals. */

/** The 27 federative units (states and the Federal District), as an address's UF. */
export const ufs = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/**
 * A list's sum of cents: many charges can exceed what one may carry, so only whole and
 * non-negative, up to what a double holds exactly.
 */
export const sumCentsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** The direction of a list's sort. */
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/**
 * A CEP, typed with or without its hyphen. Empty asks to be filled in (`v.required`); the
 * format rule (`v.zip`) is only for a value that was typed and is wrong.
 */
export const zipCodeSchema = z
  .string()
  .transform((s) => s.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'v.required', abort: true })
      .regex(/^\d{8}$/, 'v.zip'),
  );
