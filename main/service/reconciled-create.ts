import { AppFailure } from '../../preload/contract/errors.ts';
import { outcomeIsUnknown } from './delivery.ts';

/** One create that carries our correlationId, and the read of it back by that id. */
export interface ReconciledCreate<R> {
  correlationId: string;
  /** Sends the create; it is called at most twice, always with the same request. */
  create: () => Promise<R>;
  /** Reads the record by our correlationId; a 404 throws `not_found`. */
  readBack: () => Promise<R>;
  /** Whether the record found is the one we asked for, not another under a reused id. */
  isSameRecord: (record: R) => boolean;
  /** What the record is called in messages: "boleto", "Pix QR code". */
  noun: string;
  /** Key of the `conflict` thrown when our correlationId holds a different record. */
  conflictKey: string;
  /** Key of the `unknown_outcome` thrown when the create stays unsettled. */
  unknownOutcomeKey: string;
}

function isConflict(failure: unknown): boolean {
  return failure instanceof AppFailure && failure.error.code === 'conflict';
}

/**
 * Creates a record and settles an unknown outcome (money-safety rule): after a timeout, a
 * connection lost after sending or a 5xx, it reads back by correlationId — found → that
 * record; 404 → the create did not happen, so the SAME request is sent once more; a 409 on
 * our correlationId means an earlier attempt created it → read back. Still unsettled →
 * `unknown_outcome` (the outbox keeps the intent and checks later). A different request is
 * never sent.
 */
export async function createReconciled<R>(spec: ReconciledCreate<R>): Promise<R> {
  const { correlationId, noun } = spec;

  const unknownOutcome = () =>
    new AppFailure(
      'unknown_outcome',
      `The ${noun} may or may not have been created; it will be checked again.`,
      { key: spec.unknownOutcomeKey, params: { correlationId } },
    );

  /** The record, `null` when the service says 404, else throws. */
  const readBack = async (): Promise<R | null> => {
    let record: R;
    try {
      record = await spec.readBack();
    } catch (failure) {
      if (failure instanceof AppFailure && failure.error.code === 'not_found') return null;
      if (isConflict(failure)) throw failure;
      // The read itself failed (offline, timeout): the create is still unsettled.
      throw unknownOutcome();
    }
    // A different record means the identifier was reused; taking it as ours would show the
    // wrong amount.
    if (!spec.isSameRecord(record)) {
      throw new AppFailure('conflict', `Another ${noun} already uses this correlationId.`, {
        key: spec.conflictKey,
        params: { correlationId },
      });
    }
    return record;
  };

  try {
    return await spec.create();
  } catch (failure) {
    if (isConflict(failure)) {
      const existing = await readBack();
      if (existing) return existing;
      throw failure;
    }
    if (!outcomeIsUnknown(failure)) throw failure;
  }

  const found = await readBack();
  if (found) return found;

  try {
    return await spec.create();
  } catch (failure) {
    if (!isConflict(failure) && !outcomeIsUnknown(failure)) throw failure;
  }
  // One last look: the resend may have created it, or a 409 says an attempt did.
  const settled = await readBack();
  if (settled) return settled;
  throw unknownOutcome();
}
