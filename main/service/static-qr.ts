import {
  staticQrCodeSchema,
  staticQrPaymentsSchema,
  type CreateStaticQrCodeRequest,
  type StaticQrCode,
  type StaticQrPayment,
} from '../domain/wire/static-qr.ts';
import type { ServiceClient } from './http-client.ts';
import { FORM_LEVEL_FIELD } from './response-failure.ts';

/**
 * A counter QR registered with the bank (a static code it lists the payments of). Routes the
 * spec does not show; the operator's SDK does (`QrCodeService::createStaticQrCode`,
 * `getStaticQrCode`, `getStaticQrCodePayments`, `cancelStaticQrCode`). Each call is sent once:
 * retries and read-backs are the write pipeline's.
 *
 * Assumption: the path value (the SDK's `$transactionIdentifier`) is the correlationId or the
 * transactionId, as the due-date read takes either (spec 4.7). Balcão sends the correlationId,
 * its own identity, so a create whose answer was lost is read back by it.
 */
export const STATIC = '/baas/api/v2/pix/qrcode/static';

export function staticQrPath(id: string): string {
  return `${STATIC}/${encodeURIComponent(id)}`;
}

/** The register form's fields, from the wire's. */
function formPath(wirePath: string): string {
  switch (wirePath) {
    case '$.pixKey':
      return 'key';
    case '$.amount':
      return 'amountCents';
    case '$.additionalInfo':
      return 'description';
    default:
      return FORM_LEVEL_FIELD;
  }
}

/** `POST /baas/api/v2/pix/qrcode/static`: registers the code. */
export async function createStaticQrCode(
  client: ServiceClient,
  request: CreateStaticQrCodeRequest,
): Promise<StaticQrCode> {
  const { value } = await client.request({
    method: 'POST',
    path: STATIC,
    body: request,
    schema: staticQrCodeSchema,
    fieldPaths: formPath,
  });
  return value;
}

/** `GET /baas/api/v2/pix/qrcode/static/{id}`: the code with its status. Unknown → `not_found`. */
export async function getStaticQrCode(client: ServiceClient, id: string): Promise<StaticQrCode> {
  const { value } = await client.request({
    method: 'GET',
    path: staticQrPath(id),
    schema: staticQrCodeSchema,
  });
  return value;
}

/** `GET /baas/api/v2/pix/qrcode/static/{id}/payments`: every Pix that paid the code. */
export async function listStaticQrPayments(
  client: ServiceClient,
  id: string,
): Promise<StaticQrPayment[]> {
  const { value } = await client.request({
    method: 'GET',
    path: `${staticQrPath(id)}/payments`,
    schema: staticQrPaymentsSchema,
  });
  return value;
}

/**
 * `PATCH /baas/api/v2/pix/qrcode/static/{id}/cancel`: no body; the SDK reads the answer as
 * "mixed", so it is not read here — the descriptor reads the code back.
 */
export async function cancelStaticQrCode(client: ServiceClient, id: string): Promise<void> {
  await client.request({ method: 'PATCH', path: `${staticQrPath(id)}/cancel`, expect: 'empty' });
}
