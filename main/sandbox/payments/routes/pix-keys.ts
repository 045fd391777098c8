import { randomUUID } from 'node:crypto';
import {
  createPixKeyRequestSchema,
  deletePixKeyRequestSchema,
  LEGACY_VALIDATION_CODE_HEADER,
  LEGACY_VALIDATION_ID_HEADER,
  VALIDATION_CODE_HEADER,
  VALIDATION_ID_HEADER,
  type PixKeyEntry,
} from '../../../domain/wire/pix-keys.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { emptyTextReply, jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { idempotencyKeyOf, idempotent, requestDigest } from '../idempotency.ts';
import { pixKeyStore } from '../pix-key-store.ts';

/**
 * `POST /baas/api/v1/pix/dict/entries` (service-spec 4.14, 2.9). `IdempotencyKey` (a GUID)
 * required. `EVP` registers a random key (a UUID) — the same one again for the same
 * IdempotencyKey. `EMAIL` and `PHONE` need a code sent by e-mail or SMS, whose sending
 * endpoint the interface does not offer: refused (422), saying so — and when the request
 * carries a validation (`x-auth-id` and `x-auth-code` as the operator's SDK sends them;
 * `x-validation-id` and `x-validation-code` in the `legacy` shapes), that no code was sent
 * for that key. `DOCUMENT` (assumption,
 * reading "through the API, creation of type EVP is supported" strictly): refused (422).
 */
export function createPixKey(ctx: RequestContext): Reply {
  const idem = idempotencyKeyOf(ctx, 'guid');
  if ('problem' in idem) return idem.problem;
  const errors = new FieldErrors();
  const request = parseInto(createPixKeyRequestSchema, ctx.body, errors);
  if (!request) return validationProblemReply(ctx.traceId, errors);

  return idempotent(ctx, 'pix-key', idem.key, requestDigest(ctx.path, request), () => {
    switch (request.entryType) {
      case 'EMAIL':
      case 'PHONE': {
        const [idHeader, codeHeader] =
          ctx.shapes === 'sdk'
            ? [VALIDATION_ID_HEADER, VALIDATION_CODE_HEADER]
            : [LEGACY_VALIDATION_ID_HEADER, LEGACY_VALIDATION_CODE_HEADER];
        const validated =
          ctx.headers[idHeader] !== undefined && ctx.headers[codeHeader] !== undefined;
        return problemReply(
          ctx.traceId,
          422,
          validated
            ? `The validation code is not valid: no code was sent for this ${request.entryType === 'EMAIL' ? 'e-mail' : 'phone'} key.`
            : `A ${request.entryType} key needs the id and the code of a validation sent by ${request.entryType === 'EMAIL' ? 'e-mail' : 'SMS'}; that validation flow is not available through this interface. Register it in the bank's app, or register an EVP key.`,
        );
      }
      case 'DOCUMENT':
        return problemReply(
          ctx.traceId,
          422,
          "Only EVP (random) keys can be created through this interface; register the account holder's CPF or CNPJ as a key in the bank's app.",
        );
      case 'EVP': {
        const entry: PixKeyEntry = { key: randomUUID(), entryType: 'EVP' };
        ctx.store.moneyOut.addPixKey(ctx.accountId, entry.key, 'EVP', ctx.now.toISOString());
        return jsonReply(200, entry);
      }
    }
  });
}

/**
 * `GET /baas/api/v1/pix/dict/entries` — a route the spec does not show; the operator's SDK
 * does (`PixService::getPixKeys`), and hands the JSON on as it comes. Assumption: a bare JSON
 * array of every key of the account, oldest first, each with the fields the SDK reads from a
 * registration (`CreatePixKeyResponse`): `key`, `entryType`, `createdAt` — whoever registered
 * it (this interface, the bank's app, the demo data).
 */
export function listPixKeys(ctx: RequestContext): Reply {
  return jsonReply(200, pixKeyStore(ctx.store).list(ctx.accountId));
}

/**
 * `DELETE /baas/api/v1/pix/dict/entries` — the SDK's `PixService::deletePixKey`: a JSON body
 * `{ entryType, key }` (`DeletePixKeyRequest`, both required) and an `IdempotencyKey` header (a
 * GUID, as on the registration). Answers 204 with no body, which the SDK reads as done.
 * Assumptions: a key the account does not hold is a 404; a key named with another type than
 * its own is a 422 saying which it is; the same IdempotencyKey with the same body answers the
 * first 204 again and deletes nothing more (`idempotent`), with another body a 409.
 */
export function deletePixKey(ctx: RequestContext): Reply {
  const idem = idempotencyKeyOf(ctx, 'guid');
  if ('problem' in idem) return idem.problem;
  const errors = new FieldErrors();
  const request = parseInto(deletePixKeyRequestSchema, ctx.body, errors);
  if (!request) return validationProblemReply(ctx.traceId, errors);

  return idempotent(ctx, 'pix-key-delete', idem.key, requestDigest(ctx.path, request), () => {
    const keys = pixKeyStore(ctx.store);
    const held = keys.get(ctx.accountId, request.key);
    if (!held) {
      return problemReply(ctx.traceId, 404, `The account has no Pix key ${request.key}.`);
    }
    if (held.entryType !== request.entryType) {
      return problemReply(
        ctx.traceId,
        422,
        `The Pix key ${request.key} is of type ${held.entryType}, not ${request.entryType}.`,
      );
    }
    keys.delete(ctx.accountId, held, idem.key, ctx.now.toISOString());
    return emptyTextReply(204);
  });
}
