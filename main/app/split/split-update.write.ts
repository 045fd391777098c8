import type { SplitConfigurationView } from '../../../preload/contract/index.ts';
import type { StoredSplitConfiguration } from '../../cache/split/split-repo.ts';
import type { SplitRule } from '../../domain/split.ts';
import { updateSplitInstruction } from '../../service/writes/split.ts';
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

export interface SplitUpdateRequest {
  configurationId: number;
  instructionId: number;
  rule: SplitRule;
  /** Who receives the share, for the outbox (the bank keeps the beneficiary as it was). */
  beneficiaryNumber: string;
}

async function send(
  client: ServiceClient,
  request: SplitUpdateRequest,
): Promise<StoredSplitConfiguration> {
  return accepted(
    await updateSplitInstruction(
      client,
      request.configurationId,
      request.instructionId,
      request.rule,
    ),
  );
}

/**
 * A new rule (type and amount) for one instruction (service-spec 4.15); its transfer and
 * beneficiary stay. Parked on an unknown outcome: the bank has no read of it.
 */
export const splitUpdate: WriteDescriptor<
  SplitUpdateRequest,
  SplitUpdateRequest,
  StoredSplitConfiguration,
  SplitConfigurationView
> = {
  kind: 'split:update-instruction',
  resource: 'split',
  movesMoneyOut: false,
  newIdentity: () => newIntentId(),
  request: (input) => input,
  summary: (input) => ({
    amountCents: input.rule.type === 'FIXED' ? input.rule.amountCents : 0,
    label: input.beneficiaryNumber,
    dated: null,
  }),
  send,
  refusal: (failure, request) =>
    withRuleFieldPaths(failure, (prefix) => (prefix === '' ? request.rule.type : undefined)),
  resolution: { how: 'parked' },
  acceptedSchema: acceptedConfigurationSchema,
  cache: cacheConfiguration,
  view: (session, _identity, configuration) => configurationView(session, configuration),
  unknownOutcome: splitUnknownOutcome,
};
