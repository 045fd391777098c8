import type { SplitRule } from '../../domain/split.ts';
import { updateSplitInstruction } from '../../service/writes/split.ts';
import { splitWrite } from './split-writes.ts';

export interface SplitUpdateRequest {
  configurationId: number;
  instructionId: number;
  rule: SplitRule;
  /** Who receives the share, for the outbox (the bank keeps the beneficiary as it was). */
  beneficiaryNumber: string;
}

/**
 * A new rule (type and amount) for one instruction (service-spec 4.15); its transfer and
 * beneficiary stay. Parked on an unknown outcome: the bank has no read of it.
 */
export const splitUpdate = splitWrite<SplitUpdateRequest>({
  kind: 'split:update-instruction',
  summary: (input) => ({
    amountCents: input.rule.type === 'FIXED' ? input.rule.amountCents : 0,
    label: input.beneficiaryNumber,
    dated: null,
  }),
  send: (client, request) =>
    updateSplitInstruction(client, request.configurationId, request.instructionId, request.rule),
  ruleTypeAt: (request, prefix) => (prefix === '' ? request.rule.type : undefined),
});
