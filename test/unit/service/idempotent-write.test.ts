import { describe, expect, it } from 'vitest';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { sendIdempotent } from '../../../main/service/idempotent-write.ts';

const lostAnswer = () =>
  new AppFailure('timeout', 'no answer', { params: { delivery: 'unknown' } });
const neverSent = () =>
  new AppFailure('offline', 'connection refused', { params: { delivery: 'not_sent' } });
const refused = () => new AppFailure('rejected', 'no');
const unknown = { message: 'may have happened', key: 'error.payment.unknown_outcome' };

/** A send that fails with each of `failures` in turn, then answers 'paid'. */
function sendFailing(failures: (() => AppFailure)[]) {
  let calls = 0;
  return {
    send: async () => {
      const next = failures[calls++];
      if (next) throw next();
      return 'paid';
    },
    calls: () => calls,
  };
}

describe('a write sent with an idempotency key', () => {
  it('sends the same request again when the answer was lost, and takes the answer', async () => {
    const s = sendFailing([lostAnswer]);
    await expect(sendIdempotent('key-1', s.send, unknown)).resolves.toBe('paid');
    expect(s.calls()).toBe(2);
  });

  it('a request that never left is refused at once, not retried: nothing was sent', async () => {
    const s = sendFailing([neverSent]);
    await expect(sendIdempotent('key-1', s.send, unknown)).rejects.toMatchObject({
      error: { code: 'offline' },
    });
    expect(s.calls()).toBe(1);
  });

  it('after a lost answer, a retry that cannot leave keeps the outcome unknown, not offline', async () => {
    const s = sendFailing([lostAnswer, neverSent]);
    await expect(sendIdempotent('key-1', s.send, unknown)).rejects.toMatchObject({
      error: {
        code: 'unknown_outcome',
        key: 'error.payment.unknown_outcome',
        params: { idempotencyKey: 'key-1' },
      },
    });
  });

  it('gives up as unknown after three lost answers, and a definite refusal ends it', async () => {
    const lost = sendFailing([lostAnswer, lostAnswer, lostAnswer]);
    await expect(sendIdempotent('k', lost.send, unknown)).rejects.toMatchObject({
      error: { code: 'unknown_outcome' },
    });
    expect(lost.calls()).toBe(3);
    const no = sendFailing([lostAnswer, refused]);
    await expect(sendIdempotent('k', no.send, unknown)).rejects.toMatchObject({
      error: { code: 'rejected' },
    });
  });
});
