import { z } from 'zod';

/** A UTF-16 surrogate without its pair: no UTF-8 (nor a URL path) can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A `correlationId` a caller names a boleto or a Pix code by. It goes into the service's URL
 * path, so it must be text a URL can hold: a lone surrogate (which `encodeURIComponent`
 * refuses) or a control character is a field error, never an exception further on.
 */
export const correlationIdSchema = z
  .string({ error: 'v.required' })
  .min(1, { error: 'v.required', abort: true })
  .max(200, { error: 'v.too_long', abort: true })
  .refine((s) => !LONE_SURROGATE.test(s) && !/\p{Cc}/u.test(s), { error: 'v.invalid' });
