import { describe, expect, it } from 'vitest';
import {
  buildBarCode,
  digitableLineFromBarCode,
  formatDigitableLine,
} from '../../../main/domain/boleto.ts';
import {
  boletoCodeIssue,
  boletoCodeSchema,
  issuesToFields,
} from '../../../preload/contract/index.ts';

// The boleto's code as the owner types it: each block's check digit, the general one, the bar
// code's, named so the owner knows where to look — the same maths main's domain builds with.

const barCode = buildBarCode({
  bankCode: '999',
  dueDate: '2026-03-17',
  amountCents: 125_000,
  freeField: '7000100000000100000000000',
});
const line = digitableLineFromBarCode(barCode);

/** The line with the digit at `at` (0-based, digits only) moved by one. */
const mistyped = (at: number, of = line) =>
  of.slice(0, at) + String((Number(of[at]) + 1) % 10) + of.slice(at + 1);

describe('a boleto code as typed', () => {
  it('takes a line or a bar code, punctuated as printed or not, as its digits', () => {
    for (const typed of [
      line,
      formatDigitableLine(line),
      ` ${line.slice(0, 20)}-${line.slice(20)} `,
    ]) {
      expect(boletoCodeSchema.parse(typed)).toBe(line);
    }
    expect(boletoCodeSchema.parse(barCode)).toBe(barCode);
    expect(boletoCodeIssue(`${line.slice(0, 10)}_${line.slice(10, 30)}/${line.slice(30)}`)).toBe(
      null,
    );
  });

  it('names the block whose check digit does not match, with its digits as printed', () => {
    expect(boletoCodeIssue(mistyped(0))).toEqual({
      key: 'v.boleto_code.block',
      params: { block: 1, digits: `${mistyped(0).slice(0, 5)}.${line.slice(5, 10)}` },
    });
    expect(boletoCodeIssue(mistyped(9))?.params).toMatchObject({ block: 1 });
    expect(boletoCodeIssue(mistyped(15))?.params).toMatchObject({ block: 2 });
    expect(boletoCodeIssue(mistyped(31))?.params).toMatchObject({ block: 3 });
  });

  it('blames the general check digit when blocks 1–3 agree but the amount or due date do not', () => {
    for (const at of [32, 33, 40, 46]) {
      const issue = boletoCodeIssue(mistyped(at));
      expect(issue?.key, `digit ${at}`).toBe('v.boleto_code.general');
      expect(issue?.params).toEqual({ digits: mistyped(at).slice(33) });
    }
  });

  it('checks a bar code’s own check digit', () => {
    expect(boletoCodeIssue(mistyped(4, barCode))).toEqual({ key: 'v.boleto_code.bar_code_check' });
    expect(boletoCodeIssue(mistyped(30, barCode))).toEqual({
      key: 'v.boleto_code.bar_code_check',
    });
  });

  it('says what else is wrong: nothing typed, letters, a count, a utility bill', () => {
    expect(boletoCodeIssue('  ')).toEqual({ key: 'v.required' });
    expect(boletoCodeIssue(`${line.slice(0, 46)}x`)).toEqual({ key: 'v.boleto_code.characters' });
    expect(boletoCodeIssue(line.slice(0, 46))).toEqual({
      key: 'v.boleto_code.length',
      params: { count: 46 },
    });
    expect(boletoCodeIssue(`8${'1'.repeat(47)}`)).toEqual({ key: 'v.boleto_code.utility' });
  });

  it('carries the block to the field’s message', () => {
    const result = boletoCodeSchema.safeParse(mistyped(12));
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(issuesToFields(result.error.issues)).toEqual({
        _: [
          {
            key: 'v.boleto_code.block',
            params: { block: 2, digits: `${mistyped(12).slice(10, 15)}.${line.slice(15, 21)}` },
          },
        ],
      });
    }
  });
});
