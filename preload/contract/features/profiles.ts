import { z } from 'zod';
import { connectionCheckSchema, profileInputSchema, profileSchema } from '../schemas/profile.ts';

/** Profiles: each one points at an environment of the bank; the active one is used everywhere. */
export const profileOperations = {
  'profiles:save': { input: profileInputSchema, output: profileSchema },
  'profiles:activate': { input: z.object({ id: z.string().min(1) }), output: profileSchema },
  'profiles:delete': {
    input: z.object({ id: z.string().min(1) }),
    output: z.object({ done: z.literal(true) }),
  },
  'profiles:test-connection': {
    input: z.object({ id: z.string().min(1) }),
    output: connectionCheckSchema,
  },
} as const;
