import { z } from 'zod';
import type { ServiceClient } from './http-client.ts';

const SANDBOX_DEMO_RESTORE = '/_sandbox/demo/restore';

const restoredSchema = z.looseObject({
  boletos: z.number().int().min(0),
  pixCodes: z.number().int().min(0),
});

/**
 * `POST /_sandbox/demo/restore` — the local sandbox only: erases what the account tried and
 * puts the first run's demo boletos and Pix codes back.
 */
export async function restoreSandboxDemo(
  client: ServiceClient,
): Promise<{ boletos: number; pixCodes: number }> {
  const { value } = await client.request({
    method: 'POST',
    path: SANDBOX_DEMO_RESTORE,
    body: {},
    schema: restoredSchema,
  });
  return { boletos: value.boletos, pixCodes: value.pixCodes };
}
