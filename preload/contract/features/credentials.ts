import { z } from 'zod';
import {
  apiKeyStatusSchema,
  certificateSourceSchema,
  certificateSummarySchema,
} from '../schemas/profile.ts';

const profileId = z.object({ profileId: z.string().min(1) });

/** A profile's credentials: the API key and the client certificate, kept in the keychain. */
export const credentialOperations = {
  'credentials:set-api-key': {
    input: profileId.extend({
      apiKey: z.string().trim().min(8, 'v.api_key.short').max(512, 'v.too_long'),
    }),
    output: apiKeyStatusSchema,
  },
  'credentials:clear-api-key': { input: profileId, output: apiKeyStatusSchema },
  'credentials:import-certificate': {
    input: profileId.extend({ source: certificateSourceSchema }),
    output: certificateSummarySchema,
  },
  'credentials:remove-certificate': {
    input: profileId,
    output: z.object({ done: z.literal(true) }),
  },
} as const;
