import { createHash } from 'node:crypto';

/** The namespace of Balcão's subscription months (a fixed random UUID, RFC 9562 §5.5). */
const SUBSCRIPTION_MONTHS = Buffer.from('4f1c2d7e9a8b4c3d8e2f6a5b7c9d0e1f', 'hex');

/**
 * The correlationId of month `month` (`YYYY-MM`) of subscription `subscriptionId`: a
 * name-based UUID (version 5, SHA-1), the same on every computation. However many times the
 * app tries month M of subscription S — after a crash, a restart, a lost answer — it asks for
 * the same charge, which the bank knows by this id (and refuses to create twice), and which the
 * outbox and the cache find by it. The subscription's id is a random UUID, so no two
 * subscriptions, profiles or installations share a month's identity.
 */
export function monthIdentity(subscriptionId: string, month: string): string {
  const hash = createHash('sha1')
    .update(SUBSCRIPTION_MONTHS)
    .update(`${subscriptionId}/${month}`, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
