import type { SplitInstructionInput } from '../../service/split.ts';
import { createSplitConfiguration } from '../../service/writes/split.ts';
import { splitWrite } from './split-writes.ts';

export interface SplitCreateRequest {
  bankAccountNumber: string;
  instructions: SplitInstructionInput[];
}

/**
 * A new split configuration for the account (service-spec 4.15). Parked on an unknown
 * outcome: the bank has no read and no idempotency for it (see `split-writes.ts`).
 */
export const splitCreate = splitWrite<SplitCreateRequest>({
  kind: 'split:create-configuration',
  summary: (input) => ({
    amountCents: 0,
    label: input.instructions.map((i) => i.beneficiary.number).join(', '),
    dated: null,
  }),
  send: createSplitConfiguration,
  ruleTypeAt: (request, prefix) => {
    const index = /^instructions\.(\d+)$/.exec(prefix)?.[1];
    return index === undefined ? undefined : request.instructions[Number(index)]?.rule.type;
  },
});
