import type { DueDateQrCode, ImmediateQrCode, PixCharge } from '../../domain/wire/pix.ts';
import { listSandboxQrCodes } from '../../service/pix.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/**
 * On the local sandbox profile, every QR code the sandbox holds is read into the cache with
 * each sync. Pix codes have no list in the service, so a code reaches the cache only when the
 * app creates it; without this the demo codes (open, paid, expired, overdue) would never show
 * on the home screen or in the charges list. Unchanged codes cost no write (record hash).
 * Returns how many codes were new or changed.
 */
export async function importSandboxPixCodes(
  session: ProfileSession,
  syncedAt: string,
): Promise<number> {
  if (session.kind !== 'local-sandbox') return 0;
  const { items } = await listSandboxQrCodes(await session.service());
  const immediate: ImmediateQrCode[] = [];
  const charges: PixCharge[] = [];
  const dueDate: DueDateQrCode[] = [];
  for (const item of items) {
    if (item.kind === 'IMMEDIATE') {
      immediate.push(item.record);
      charges.push(item.charge);
    } else {
      dueDate.push(item.record);
    }
  }
  const a = session.pix.upsertPixCodes(immediate, 'immediate', syncedAt);
  // The charge view carries an immediate code's paid instant, which its record does not.
  const b = session.pix.applyPixCharges(charges, syncedAt);
  const c = session.pix.upsertPixCodes(dueDate, 'due-date', syncedAt);
  return a.inserted + a.updated + b.updated + c.inserted + c.updated;
}
