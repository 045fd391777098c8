import { describe, expect, it } from 'vitest';
import { ConnectionState } from '../../../main/app/connection-state.ts';
import { outboxActions, runWrite } from '../../../main/app/pipeline/pipeline.ts';
import { writeDescriptors } from '../../../main/app/pipeline/registry.ts';
import { boletoCreate } from '../../../main/app/boletos/boleto-create.write.ts';
import type { OutboxRecord } from '../../../main/cache/outbox/outbox-repo.ts';
import { EventBus } from '../../../main/ipc/event-bus.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';

// The pipeline's pure decisions. Its steps against a real bank and a real cache are in
// test/integration/app/write-pipeline.test.ts.

function record(extra: Partial<OutboxRecord>): OutboxRecord {
  return {
    id: 'id',
    kind: 'boleto:create',
    identity: 'cid',
    state: 'unknown',
    summary: { amountCents: 100, label: 'Ana', dated: null },
    lastError: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    hasAccepted: false,
    ...extra,
  };
}

describe('the actions an outbox entry allows, by its kind', () => {
  const boleto = writeDescriptors['boleto:create'];
  const immediate = writeDescriptors['pix:create-immediate'];

  it('a kind read back by its identity: checked, discarded only once refused for good', () => {
    expect(outboxActions(boleto, record({}))).toEqual({ check: true, discard: false });
    expect(outboxActions(boleto, record({ state: 'failed' }))).toEqual({
      check: true,
      discard: true,
    });
    expect(outboxActions(boleto, record({ state: 'done' }))).toEqual({
      check: false,
      discard: false,
    });
  });

  it('a parked kind: the owner may only discard it, unless the bank’s answer is kept', () => {
    const kind = 'pix:create-immediate' as const;
    expect(outboxActions(immediate, record({ kind }))).toEqual({ check: false, discard: true });
    expect(outboxActions(immediate, record({ kind, hasAccepted: true }))).toEqual({
      check: true,
      discard: false,
    });
  });
});

describe('money out', () => {
  it('is refused while the bank is unreachable, before anything is recorded or sent', async () => {
    const connection = new ConnectionState(new EventBus());
    connection.observe({ code: 'offline', message: 'no route' });
    const ctx = {
      connection,
      events: new EventBus(),
      now: () => new Date(),
      session: () => {
        throw new Error('nothing may be recorded or sent');
      },
      vault: {} as never,
    };
    const moneyOut = { ...boletoCreate, movesMoneyOut: true as const, amountCents: () => 100 };
    const refused = runWrite(ctx, moneyOut, {} as never);
    await expect(refused).rejects.toBeInstanceOf(AppFailure);
    await expect(refused).rejects.toMatchObject({
      error: { code: 'offline', key: 'error.write.money_out_offline' },
    });
  });
});
