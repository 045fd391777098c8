import type { SplitConfigurationView } from '../../../preload/contract/index.ts';
import type { StoredSplitConfiguration } from '../../cache/split/split-repo.ts';
import type { SplitInstructionInput } from '../../service/split.ts';
import { addSplitInstruction } from '../../service/writes/split.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { withRuleFieldPaths } from './split-mapping.ts';
import {
  accepted,
  acceptedConfigurationSchema,
  cacheConfiguration,
  configurationView,
  newIntentId,
  splitUnknownOutcome,
} from './split-writes.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

export interface SplitAddRequest {
  configurationId: number;
  instruction: SplitInstructionInput;
}

async function send(
  client: ServiceClient,
  request: SplitAddRequest,
): Promise<StoredSplitConfiguration> {
  return accepted(await addSplitInstruction(client, request.configurationId, request.instruction));
}

/** One more instruction on a configuration (service-spec 4.15). Parked on an unknown outcome. */
export const splitAdd: WriteDescriptor<
  SplitAddRequest,
  SplitAddRequest,
  StoredSplitConfiguration,
  SplitConfigurationView
> = {
  kind: 'split:add-instruction',
  resource: 'split',
  movesMoneyOut: false,
  newIdentity: () => newIntentId(),
  request: (input) => input,
  summary: (input) => ({
    amountCents: 0,
    label: input.instruction.beneficiary.number,
    dated: null,
  }),
  send,
  refusal: (failure, request) =>
    withRuleFieldPaths(failure, (prefix) =>
      prefix === '' ? request.instruction.rule.type : undefined,
    ),
  resolution: { how: 'parked' },
  acceptedSchema: acceptedConfigurationSchema,
  cache: cacheConfiguration,
  view: (session, _identity, configuration) => configurationView(session, configuration),
  unknownOutcome: splitUnknownOutcome,
};
