import { describe, expect, it } from 'vitest';
import { ConnectionState } from '../../../main/app/connection-state.ts';
import { EventBus } from '../../../main/ipc/event-bus.ts';

describe('the connection state', () => {
  it('follows what calls ended with: unreachable is offline, a refusal still reached the bank', () => {
    const state = new ConnectionState(new EventBus());
    state.observe({ code: 'timeout', message: 'no answer' });
    expect(state.online).toBe(false);
    state.observe({ code: 'rejected', message: 'no' });
    expect(state.online).toBe(true);
  });

  it('stays offline while the owner has paused the local bank, whatever answers arrive late', () => {
    const changes: boolean[] = [];
    const events = new EventBus();
    events.subscribe((name, payload) => {
      if (name === 'connection:changed') changes.push((payload as { online: boolean }).online);
    });
    const state = new ConnectionState(events);
    state.pausedByOwner();
    // A sync's last page, asked for before the pause, answers after it.
    state.observe(null);
    expect(state.online).toBe(false);
    state.observe({ code: 'offline', message: 'refused' });
    expect(state.online).toBe(false);
    // Running again: the next answer counts.
    state.set(true);
    state.observe({ code: 'offline', message: 'refused' });
    state.observe(null);
    expect(state.online).toBe(true);
    expect(changes).toEqual([false, true, false, true]);
  });
});
