import type { SplitConfigurationView } from '../../../preload/contract/index.ts';
import type { StoredSplitConfiguration } from '../../cache/split/split-repo.ts';
import type { SplitInstructionInput } from '../../service/split.ts';
import { createSplitConfiguration } from '../../service/writes/split.ts';
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

export interface SplitCreateRequest {
  bankAccountNumber: string;
  instructions: SplitInstructionInput[];
}

async function send(
  client: ServiceClient,
  request: SplitCreateRequest,
): Promise<StoredSplitConfiguration> {
  return accepted(await createSplitConfiguration(client, request));
}

/**
 * A new split configuration for the account (service-spec 4.15). Parked on an unknown
 * outcome: the bank has no read and no idempotency for it (see `split-writes.ts`).
 */
export const splitCreate: WriteDescriptor<
  SplitCreateRequest,
  SplitCreateRequest,
  StoredSplitConfiguration,
  SplitConfigurationView
> = {
  kind: 'split:create-configuration',
  resource: 'split',
  movesMoneyOut: false,
  newIdentity: () => newIntentId(),
  request: (input) => input,
  summary: (input) => ({
    amountCents: 0,
    label: input.instructions.map((i) => i.beneficiary.number).join(', '),
    dated: null,
  }),
  send,
  refusal: (failure, request) =>
    withRuleFieldPaths(failure, (prefix) => {
      const index = /^instructions\.(\d+)$/.exec(prefix)?.[1];
      return index === undefined ? undefined : request.instructions[Number(index)]?.rule.type;
    }),
  resolution: { how: 'parked' },
  acceptedSchema: acceptedConfigurationSchema,
  cache: cacheConfiguration,
  view: (session, _identity, configuration) => configurationView(session, configuration),
  unknownOutcome: splitUnknownOutcome,
};
