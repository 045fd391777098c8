import { describe, expect, it } from 'vitest';
import { channels, type Channel } from '../../../preload/contract/index.ts';
import { ownerAccessEvents, roleModes } from '../../../preload/contract/features/roles.ts';
import { accessOf } from '../../../preload/contract/owner-only.ts';
import { en, ptBR } from '../../../renderer/src/lib/i18n/messages/roles.ts';

// The passcode dialog names the action it was asked for, and the activity log names the call
// and what happened: every call that may ask for the owner, every event and mode has words.

describe('the roles’ words', () => {
  it('name every call that may ask for the owner, in both languages', () => {
    const asking: Channel[] = channels.filter((c) => accessOf(c) !== 'clerk');
    expect(asking).toContain('transfers:create');
    for (const channel of asking) {
      expect(ptBR, channel).toHaveProperty([`roles.action.${channel}`]);
      expect(en, channel).toHaveProperty([`roles.action.${channel}`]);
    }
  });

  it('tell every event of the log and every mode', () => {
    for (const event of ownerAccessEvents)
      expect(ptBR).toHaveProperty([`roles.log.event.${event}`]);
    for (const mode of roleModes) expect(ptBR).toHaveProperty([`roles.mode.${mode}`]);
  });
});
