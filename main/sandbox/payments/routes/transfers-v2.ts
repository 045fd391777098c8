import { DICT_INITIATION_TYPE } from '../../../domain/wire/dict.ts';
import type { Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { payDecodedQrCode } from './pay-decoded.ts';
import { payKeyLookup } from './pay-key.ts';

/**
 * `POST /baas/api/v2/transfers`: one route for every Pix the account sends through the
 * operator's v2 interface, told apart by `initiationType` as the SDK's `CreateTransferRequest`
 * carries it — `DICT` pays a key's lookup (./pay-key.ts), anything else a decoded QR code
 * (./pay-decoded.ts, which refuses what is neither).
 */
export function createTransfer(ctx: RequestContext): Reply {
  const body = ctx.body;
  const initiationType =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)['initiationType']
      : undefined;
  return initiationType === DICT_INITIATION_TYPE ? payKeyLookup(ctx) : payDecodedQrCode(ctx);
}
