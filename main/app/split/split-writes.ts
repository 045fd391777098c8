import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  splitConfigurationViewSchema,
  type SplitConfigurationView,
} from '../../../preload/contract/index.ts';
import type { StoredSplitConfiguration } from '../../cache/split/split-repo.ts';
import type { SplitConfiguration } from '../../service/split.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import type { OutboxSummary } from '../../../preload/contract/index.ts';
import type { OutboxKind } from '../../cache/outbox/outbox-repo.ts';
import type { SplitRule } from '../../domain/split.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';
import { storedConfiguration, withRuleFieldPaths } from './split-mapping.ts';

/**
 * What the split descriptors share. The service offers no read of a configuration and no
 * idempotency key for these writes, so an unknown outcome cannot be settled by the app: it is
 * parked for the owner to check with the bank (and discard), never sent again blindly — a
 * second create would be a second configuration, a second add a second beneficiary.
 */

/** A stored intent id: the bank never sees it; it names the outbox entry only. */
const newIntentId = randomUUID;

/** The accepted answer, as kept in the outbox when the cache could not store it. */
export const acceptedConfigurationSchema: z.ZodType<StoredSplitConfiguration> =
  splitConfigurationViewSchema.omit({ syncedAt: true, current: true });

function cacheConfiguration(
  session: ProfileSession,
  configuration: StoredSplitConfiguration,
  syncedAt: string,
): void {
  session.split.upsert(configuration, syncedAt);
}

function configurationView(
  session: ProfileSession,
  configuration: StoredSplitConfiguration,
): SplitConfigurationView {
  return (
    session.split.get(configuration.id) ?? {
      ...configuration,
      syncedAt: configuration.updatedAt,
      current: true,
    }
  );
}

const splitUnknownOutcome = {
  key: 'error.split.unknown_outcome',
  message:
    'The bank may or may not have saved this split change, and it offers no way to check it from here: check the split rules with the bank before trying again.',
};

export type SplitWrite<Request> = WriteDescriptor<
  Request,
  Request,
  StoredSplitConfiguration,
  SplitConfigurationView
>;

/**
 * A split descriptor from what is its own: its kind, how the outbox shows it, its one call,
 * and which rule type a refused field's prefix names (the bank says `amount` for both). The
 * rest — a fresh intent id, the request as given, parked on an unknown outcome, the whole
 * configuration cached — is the same for every split write.
 */
export function splitWrite<Request>(own: {
  kind: OutboxKind;
  summary(input: Request): OutboxSummary;
  send(client: ServiceClient, request: Request): Promise<SplitConfiguration>;
  ruleTypeAt(request: Request, prefix: string): SplitRule['type'] | undefined;
}): SplitWrite<Request> {
  return {
    kind: own.kind,
    presentation: { words: 'split', opens: 'split' },
    resource: 'split',
    movesMoneyOut: false,
    newIdentity: () => newIntentId(),
    request: (input) => input,
    summary: (input) => own.summary(input),
    send: async (client, request) => storedConfiguration(await own.send(client, request)),
    refusal: (failure, request) =>
      withRuleFieldPaths(failure, (prefix) => own.ruleTypeAt(request, prefix)),
    resolution: { how: 'parked' },
    acceptedSchema: acceptedConfigurationSchema,
    cache: cacheConfiguration,
    view: (session, _identity, configuration) => configurationView(session, configuration),
    unknownOutcome: splitUnknownOutcome,
  };
}
