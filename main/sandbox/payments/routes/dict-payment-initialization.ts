import {
  dictPaymentInitializationRequestSchema,
  type DictPaymentInitializationAnswer,
} from '../../../domain/wire/dict.ts';
import { parseRequest } from '../../http/parse-request.ts';
import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { dictBeneficiary, findKeyHolder, type DictTarget } from '../dict-directory.ts';
import { outgoingEndToEndId } from '../settlement.ts';

/**
 * `POST /baas/api/v2/pix/dict/payment-initialization` (assumption: the operator's SDK,
 * `PixService::paymentInitialization`; the spec does not show it): who holds a Pix key, before
 * paying it. Body `{ key }` — a key of a kind Pix knows (400 otherwise, on `$.key`). Answers
 * `{ endToEndId, key, keyBelongsHolder, beneficiary }` with a new single-use endToEndId that a
 * transfer (`POST /baas/api/v2/transfers`, initiationType DICT) spends within
 * `DICT_LOOKUP_VALID_MS`; the holder's document masked, as DICT lookups show it. A key nobody
 * holds is the bank's 404. The same in both shapes: nothing answered before it existed.
 */
export function initializeKeyPayment(ctx: RequestContext): Reply {
  const parsed = parseRequest(ctx, dictPaymentInitializationRequestSchema);
  if ('problem' in parsed) return parsed.problem;
  const { request } = parsed;

  const entry = findKeyHolder(ctx.store, ctx.accountId, request.key);
  if (!entry) {
    return problemReply(ctx.traceId, 404, 'No Pix key like this is registered in the DICT.');
  }
  const endToEndId = outgoingEndToEndId('E', ctx.now);
  const target: DictTarget = { kind: 'dict', key: request.key, ...entry };
  ctx.store.moneyOut.addDecode(ctx.accountId, endToEndId, ctx.now.toISOString(), target);
  const answer: DictPaymentInitializationAnswer = {
    endToEndId,
    key: request.key,
    keyBelongsHolder: entry.own,
    beneficiary: dictBeneficiary(entry.holder),
  };
  return jsonReply(200, answer);
}
