import { describe, expect, it } from 'vitest';
import { instructionOfForm, withRuleFieldPaths } from '../../../main/app/split/split-mapping.ts';
import { writeDescriptors } from '../../../main/app/pipeline/registry.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { splitInstructionInputSchema } from '../../../preload/contract/index.ts';

// Split between the form and the service client: what is sent, and where the bank's field
// messages land on the form.

const bankSaid = (fields: Record<string, string>) =>
  new AppFailure('validation', 'The service refused the request.', {
    fields: Object.fromEntries(
      Object.entries(fields).map(([path, text]) => [
        path,
        [{ key: 'v.service', params: { text } }],
      ]),
    ),
  });

describe('split mapping', () => {
  it('moves the bank’s `amount` onto the field of the rule’s type', () => {
    const types = { 'instructions.0': 'PERCENTAGE', 'instructions.1': 'FIXED' } as const;
    const moved = withRuleFieldPaths(
      bankSaid({
        'instructions.0.amount': 'too big',
        'instructions.1.amount': 'too small',
        'instructions.1.beneficiary.number': 'bad',
      }),
      (prefix) => types[prefix as keyof typeof types],
    ) as AppFailure;
    expect(Object.keys(moved.error.fields ?? {})).toEqual([
      'instructions.0.percent',
      'instructions.1.amountCents',
      'instructions.1.beneficiary.number',
    ]);
    const single = withRuleFieldPaths(bankSaid({ amount: 'x' }), (prefix) =>
      prefix === '' ? 'FIXED' : undefined,
    ) as AppFailure;
    expect(Object.keys(single.error.fields ?? {})).toEqual(['amountCents']);
    // Anything else passes through untouched.
    const other = new AppFailure('rejected', 'boom');
    expect(withRuleFieldPaths(other, () => 'FIXED')).toBe(other);
  });

  it('sends only the number for an internal transfer, and the document as digits', () => {
    const internal = splitInstructionInputSchema.parse({
      type: 'FIXED',
      amountCents: 200,
      transferType: 'INTERNAL',
      beneficiary: { number: '7777-1', branch: '1', holder: { name: 'ignored' } },
    });
    expect(instructionOfForm(internal)).toEqual({
      rule: { type: 'FIXED', amountCents: 200 },
      transferType: 'INTERNAL',
      beneficiary: { number: '7777-1' },
    });
    const manual = splitInstructionInputSchema.parse({
      type: 'PERCENTAGE',
      percent: 2.5,
      transferType: 'PIX_MANUAL',
      beneficiary: {
        number: '123456-7',
        branch: '0001',
        participantIspb: '12345678',
        type: 'CURRENT',
        holder: { document: '529.982.247-25', name: 'Ana Souza' },
      },
    });
    expect(instructionOfForm(manual).beneficiary).toEqual({
      number: '123456-7',
      branch: '0001',
      participantIspb: '12345678',
      type: 'CURRENT',
      holder: { document: '52998224725', name: 'Ana Souza' },
    });
  });

  it('parks split writes and resends Pix keys by their key; neither is money out', () => {
    expect(writeDescriptors['pix-key:create'].resolution.how).toBe('resend');
    for (const kind of [
      'split:create-configuration',
      'split:add-instruction',
      'split:update-instruction',
    ] as const) {
      expect(writeDescriptors[kind].resolution.how).toBe('parked');
      expect(writeDescriptors[kind].movesMoneyOut).toBe(false);
    }
    expect(writeDescriptors['pix-key:create'].movesMoneyOut).toBe(false);
  });
});
