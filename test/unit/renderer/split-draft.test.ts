import { describe, expect, it } from 'vitest';
import { splitCreateInputSchema } from '../../../preload/contract/index.ts';
import type { Fields } from '../../../renderer/src/lib/draft-values.ts';
import {
  emptyInstruction,
  instructionInput,
  previewRule,
} from '../../../renderer/src/features/split/split-draft.ts';

// The split form's draft as typed → the contract's input, and the rules the preview may use.

describe('split form draft', () => {
  it('sends only the account number for an internal transfer', () => {
    const fields: Fields = {};
    const row = {
      ...emptyInstruction(),
      value: '2,5',
      number: '7777-1',
      branch: '99',
      holderName: 'X',
    };
    const input = instructionInput(row, 'pt-BR', 'instructions.0', fields);
    expect(input).toEqual({
      type: 'PERCENTAGE',
      percent: 2.5,
      transferType: 'INTERNAL',
      beneficiary: { number: '7777-1' },
    });
    expect(fields).toEqual({});
  });

  it('sends what was typed for a Pix by bank details, and reads R$ as cents', () => {
    const fields: Fields = {};
    const row = {
      ...emptyInstruction(),
      type: 'FIXED' as const,
      value: '1.234,56',
      transferType: 'PIX_MANUAL' as const,
      number: '123456-7',
      branch: '0001',
      participantIspb: '12345678',
      accountType: 'CURRENT',
      holderDocument: '529.982.247-25',
      holderName: 'Ana Souza',
    };
    const input = instructionInput(row, 'pt-BR', '', fields);
    expect(input).toMatchObject({ type: 'FIXED', amountCents: 123_456 });
    expect(splitCreateInputSchema.safeParse({ instructions: [input] }).success).toBe(true);
  });

  it('puts an unreadable value on its own field', () => {
    const fields: Fields = {};
    instructionInput({ ...emptyInstruction(), value: 'abc' }, 'pt-BR', 'instructions.1', fields);
    expect(Object.keys(fields)).toEqual(['instructions.1.percent']);
  });

  it('previews only rules the bank would take', () => {
    expect(previewRule({ type: 'PERCENTAGE', value: '5' }, 'pt-BR')).toEqual({
      type: 'PERCENTAGE',
      percent: 5,
    });
    expect(previewRule({ type: 'PERCENTAGE', value: '5,5' }, 'pt-BR')).toBeNull();
    expect(previewRule({ type: 'PERCENTAGE', value: '1,125' }, 'pt-BR')).toBeNull();
    expect(previewRule({ type: 'PERCENTAGE', value: '0' }, 'pt-BR')).toBeNull();
    expect(previewRule({ type: 'FIXED', value: '2,00' }, 'pt-BR')).toEqual({
      type: 'FIXED',
      amountCents: 200,
    });
    expect(previewRule({ type: 'FIXED', value: '0,00' }, 'pt-BR')).toBeNull();
  });
});
