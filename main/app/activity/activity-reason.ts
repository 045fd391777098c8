import type {
  ActivityReason,
  ActivityWhy,
  AppError,
  ErrorCode,
  FieldMessage,
} from '../../../preload/contract/index.ts';
import type { StoredWriteDescriptor } from '../pipeline/write-descriptor.ts';

/**
 * Why a money-out action was refused or is open, in the owner's terms, from the error it was
 * told — decided here once, so the Activity screen and its CSV say the same thing.
 */

/** Field messages that name a reason of their own, and what of their params the words use. */
const FIELD_REASONS: Readonly<Record<string, { reason: ActivityReason; params: string[] }>> = {
  'v.limit.per_transfer': { reason: 'limit-per-transfer', params: ['limitCents'] },
  'v.limit.per_day': { reason: 'limit-per-day', params: ['limitCents', 'leftCents'] },
  // A scheduled transfer's day ("restavam … naquele dia" fits it as it is).
  'v.limit.per_day_on': { reason: 'limit-per-day', params: ['limitCents', 'leftCents'] },
  'v.refund.over_left': { reason: 'refund-over-left', params: ['leftCents'] },
  'v.refund.window_over': { reason: 'refund-window-over', params: [] },
  'v.refund.window_over_bank': { reason: 'refund-window-over', params: [] },
  'v.refund.e2e_unknown': { reason: 'refund-pix-unknown', params: [] },
  // The bank's own words, as it said them.
  'v.service': { reason: 'bank-said', params: ['text'] },
};

/** Every field message key with words of its own here (for the tests of the registry). */
export const FIELD_REASON_KEYS: readonly string[] = Object.keys(FIELD_REASONS);

/** What an error's code alone tells, when nothing more specific does. */
const CODE_REASONS: Readonly<Record<ErrorCode, ActivityReason>> = {
  validation: 'invalid',
  not_found: 'not-found',
  unauthorized: 'unauthorized',
  tls: 'tls',
  certificate: 'certificate',
  keychain: 'keychain',
  offline: 'offline',
  timeout: 'no-answer',
  rejected: 'bank-refused',
  conflict: 'conflict',
  unknown_outcome: 'to-check',
  cancelled: 'cancelled',
  unsupported: 'unsupported',
  owner_passcode_required: 'owner-only',
  owner_passcode_wrong: 'owner-only',
  owner_locked: 'owner-only',
  internal: 'internal',
};

/** The pipeline's own keys (`pipeline/pipeline.ts`, `profiles/profile-session.ts`). */
const KEY_REASONS: Readonly<Record<string, ActivityReason>> = {
  'error.write.money_out_offline': 'offline',
  'error.write.accepted_not_saved': 'accepted-not-saved',
  // Left `sending` by an app that stopped (profile-session's INTERRUPTED).
  'error.unknown_outcome': 'interrupted',
};

function pick(
  params: Record<string, string | number> | undefined,
  names: readonly string[],
): Record<string, string | number> {
  const picked: Record<string, string | number> = {};
  for (const name of names) {
    const value = params?.[name];
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      picked[name] = value;
    }
  }
  return picked;
}

/** The first field message with a reason of its own, with its params. */
function fromFields(fields: AppError['fields']): ActivityWhy | null {
  const messages: FieldMessage[] = Object.values(fields ?? {}).flat();
  for (const message of messages) {
    const known = FIELD_REASONS[message.key];
    if (!known) continue;
    const params = pick(message.params, known.params);
    // The bank's words are the reason only when there are some.
    if (known.reason === 'bank-said' && params['text'] === undefined) continue;
    return { reason: known.reason, params };
  }
  return null;
}

/**
 * Why, in the owner's terms: the pipeline's own cases first, then an open outcome as its kind
 * settles one, then the field that was refused, then what the bank said, then the code alone.
 * Null when nothing went wrong.
 */
export function activityWhy(
  reason: AppError | null,
  descriptor: Pick<StoredWriteDescriptor, 'resolution'>,
): ActivityWhy | null {
  if (reason === null) return null;
  const byKey = reason.key === undefined ? undefined : KEY_REASONS[reason.key];
  if (byKey) return { reason: byKey, params: {} };
  if (reason.code === 'unknown_outcome') {
    const parked = descriptor.resolution.how === 'parked';
    return { reason: parked ? 'to-check-with-bank' : 'to-check', params: {} };
  }
  const byField = fromFields(reason.fields);
  if (byField) return byField;
  const text = reason.params?.['text'];
  if ((reason.code === 'rejected' || reason.code === 'conflict') && typeof text === 'string') {
    if (text !== '') return { reason: 'bank-said', params: { text } };
  }
  return { reason: CODE_REASONS[reason.code], params: {} };
}
