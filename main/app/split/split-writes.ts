import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SplitConfigurationView } from '../../../preload/contract/index.ts';
import type { StoredSplitConfiguration } from '../../cache/split/split-repo.ts';
import type { SplitConfiguration } from '../../service/split.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { storedConfiguration } from './split-mapping.ts';

/**
 * What the split descriptors share. The service offers no read of a configuration and no
 * idempotency key for these writes, so an unknown outcome cannot be settled by the app: it is
 * parked for the owner to check with the bank (and discard), never sent again blindly — a
 * second create would be a second configuration, a second add a second beneficiary.
 */

/** A stored intent id: the bank never sees it; it names the outbox entry only. */
export const newIntentId = randomUUID;

const ruleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PERCENTAGE'), percent: z.number() }),
  z.object({ type: z.literal('FIXED'), amountCents: z.number().int() }),
]);

/** The accepted answer, as kept in the outbox when the cache could not store it. */
export const acceptedConfigurationSchema: z.ZodType<StoredSplitConfiguration> = z.object({
  id: z.number().int(),
  bankAccountNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  instructions: z.array(
    z.object({
      id: z.number().int(),
      rule: ruleSchema,
      transferType: z.enum(['INTERNAL', 'PIX_MANUAL', 'EXTERNAL', 'PIX_KEY']),
      beneficiary: z.object({
        number: z.string(),
        branch: z.string().nullable(),
        participantIspb: z.string().nullable(),
        type: z.string().nullable(),
        holderName: z.string().nullable(),
        holderDocument: z.string().nullable(),
      }),
    }),
  ),
});

export function accepted(configuration: SplitConfiguration): StoredSplitConfiguration {
  return storedConfiguration(configuration);
}

export function cacheConfiguration(
  session: ProfileSession,
  configuration: StoredSplitConfiguration,
  syncedAt: string,
): void {
  session.split.upsert(configuration, syncedAt);
}

export function configurationView(
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

export const splitUnknownOutcome = {
  key: 'error.split.unknown_outcome',
  message:
    'The bank may or may not have saved this split change, and it offers no way to check it from here: check the split rules with the bank before trying again.',
};
