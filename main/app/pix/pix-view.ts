import type { PixCodeView } from '../../../preload/contract/index.ts';
import type { PixCodeRecord } from '../../cache/pix/pix-columns.ts';
import { pixImageDataUrl } from '../../service/mapping/pix-mapping.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/**
 * A code just created, as the app shows it: the cached view (the one view of a code) with the
 * PNG of the create answer, which the cache does not keep.
 */
export function createdPixView(
  session: ProfileSession,
  correlationId: string,
  record: PixCodeRecord,
): PixCodeView {
  const view = session.pix.getPixCode(correlationId)!;
  return { ...view, imageDataUrl: pixImageDataUrl(record.qrCodeImageBase64) };
}
