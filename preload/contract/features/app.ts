import { z } from 'zod';
import { profileSchema } from '../schemas/profile.ts';

const none = z.object({}).strict().default({});

export const locales = ['pt-BR', 'en'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;

export const appInfoSchema = z.object({
  version: z.string(),
  transport: z.enum(['electron', 'web']),
  locale: localeSchema,
  activeProfileId: z.string(),
  profiles: z.array(profileSchema),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** The app itself: its version, the profiles, and the language the owner chose. */
export const appOperations = {
  'app:get-info': { input: none, output: appInfoSchema },
  'settings:set-locale': {
    input: z.object({ locale: localeSchema }),
    output: z.object({ done: z.literal(true) }),
  },
} as const;
