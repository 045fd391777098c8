import type { SplitInstructionInput } from '../../service/split.ts';
import { addSplitInstruction } from '../../service/writes/split.ts';
import { splitWrite } from './split-writes.ts';

export interface SplitAddRequest {
  configurationId: number;
  instruction: SplitInstructionInput;
}

/** One more instruction on a configuration (service-spec 4.15). Parked on an unknown outcome. */
export const splitAdd = splitWrite<SplitAddRequest>({
  kind: 'split:add-instruction',
  summary: (input) => ({
    amountCents: 0,
    label: input.instruction.beneficiary.number,
    dated: null,
  }),
  send: (client, request) =>
    addSplitInstruction(client, request.configurationId, request.instruction),
  ruleTypeAt: (request, prefix) => (prefix === '' ? request.instruction.rule.type : undefined),
});
