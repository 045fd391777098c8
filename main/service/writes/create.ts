import type { z } from 'zod';
import type { ServiceClient } from '../http-client.ts';

/**
 * A create of a charge (a boleto, a Pix QR code): the request POSTed once, the record the
 * bank answers read in `schema`, and a 400's wire paths moved onto the form's — by the
 * request, since which paths exist depends on what it carried (taxes, splits).
 */
export async function postCreate<Request, Answer>(
  client: ServiceClient,
  path: string,
  request: Request,
  schema: z.ZodType<Answer>,
  formPath: (wirePath: string, request: Request) => string,
): Promise<Answer> {
  const { value } = await client.request({
    method: 'POST',
    path,
    body: request,
    schema,
    fieldPaths: (wirePath) => formPath(wirePath, request),
  });
  return value;
}
