import { z } from 'zod';
import { homeSummarySchema } from '../schemas/home.ts';

const none = z.object({}).strict().default({});

/** The home screen: what came in, what is coming, what is late. */
export const homeOperations = {
  'home:summary': { input: none, output: homeSummarySchema },
} as const;
