import { reaisToCents } from '../../../domain/money.ts';
import { createImmediateQrCodeRequestSchema } from '../../../domain/wire/pix.ts';
import { parseRequest } from '../../http/parse-request.ts';
import type { Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { newImmediateQrCode } from '../pix-codes.ts';
import { checkImmediateQrCodeRules } from '../pix-create-rules.ts';
import { issueQrCode } from './issue-qr-code.ts';

/**
 * `POST /baas/api/v2/pix/qrcode/dynamic` (service-spec 4.8, 2.2): an immediate dynamic QR
 * code. 200 with the record (the PNG only with PAYLOAD_AND_QRCODE), 400 with every broken
 * rule by JSON path, 409 when the account already used the correlationId (assumption, as for
 * boletos).
 */
export async function createImmediateQrCode(ctx: RequestContext): Promise<Reply> {
  const body = ctx.shapes === 'sdk' ? withNumericExpiresIn(ctx.body) : ctx.body;
  const parsed = parseRequest(
    { traceId: ctx.traceId, body },
    createImmediateQrCodeRequestSchema,
    (request, errors) => checkImmediateQrCodeRules(request, ctx.now, errors),
  );
  if ('problem' in parsed) return parsed.problem;
  const { request } = parsed;

  return issueQrCode(ctx, request, () => ({
    kind: 'IMMEDIATE',
    ...newImmediateQrCode(request, reaisToCents(request.amount), ctx.now),
  }));
}

/**
 * The operator's SDK sends `expiresIn` as a string (`ImmediateQrCodeRequest` defaults it to
 * `"86400"`): the `sdk` shapes read a string of digits as that number of seconds, and leave
 * anything else for the schema to refuse. The `legacy` shapes take a JSON number only.
 */
function withNumericExpiresIn(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { expiresIn } = body as { expiresIn?: unknown };
  if (typeof expiresIn !== 'string' || !/^\d{1,10}$/.test(expiresIn)) return body;
  return { ...body, expiresIn: Number(expiresIn) };
}
