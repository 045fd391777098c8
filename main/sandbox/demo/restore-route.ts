import { insertDemoBoletos } from '../boletos/demo-data.ts';
import { jsonReply, type Reply } from '../http/reply.ts';
import { routesOf, type RequestContext, type Route } from '../http/router.ts';
import { insertDemoPixQrCodes } from '../pix/pix-demo-data.ts';
import { insertDemoPixKeys } from '../payments/pix-key-demo-data.ts';

/**
 * `POST /_sandbox/demo/restore` — the local sandbox only, not part of the service's
 * interface: erases what the account tried (`SandboxStore.resetAccount`) and puts the first
 * run's demo data back, dated from today: boletos and Pix codes (immediate and due-date, open,
 * paid, expired, overdue). Answers how many of each were inserted.
 */
async function restoreDemoData(ctx: RequestContext): Promise<Reply> {
  ctx.store.resetAccount(ctx.accountId);
  const boletos = await insertDemoBoletos(ctx.store, ctx.accountId, ctx.now);
  const pixCodes = insertDemoPixQrCodes(ctx.store, ctx.accountId, ctx.now);
  // The demo's Pix keys come back too (not counted in the answer, whose shape is kept).
  insertDemoPixKeys(ctx.store, ctx.accountId, ctx.now);
  return jsonReply(200, { boletos, pixCodes });
}

export const demoRoutes: readonly Route[] = routesOf({
  '/_sandbox/demo/restore': { POST: restoreDemoData },
});
