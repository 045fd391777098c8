import { describe, expect, it } from 'vitest';
import { isOverdue } from '../../../renderer/src/lib/boleto-overdue.ts';
import { profileName } from '../../../renderer/src/lib/profile-name.ts';

describe('overdue hint', () => {
  it('marks a Pending boleto past its due date, and nothing else', () => {
    expect(isOverdue('Pending', '2026-03-04', '2026-03-05')).toBe(true);
    // Due today is not late yet.
    expect(isOverdue('Pending', '2026-03-05', '2026-03-05')).toBe(false);
    expect(isOverdue('Pending', '2026-03-06', '2026-03-05')).toBe(false);
    for (const status of ['Paid', 'Expired', 'Cancelled'] as const) {
      expect(isOverdue(status, '2026-01-01', '2026-03-05')).toBe(false);
    }
    expect(isOverdue('Pending', '', '2026-03-05')).toBe(false);
  });
});

describe('profile names', () => {
  it('shows the built-in sandbox in the UI language and owners’ profiles as typed', () => {
    const t = () => 'Local sandbox';
    expect(profileName({ kind: 'local-sandbox', name: 'Sandbox local' }, t)).toBe('Local sandbox');
    expect(profileName({ kind: 'production', name: 'Banco — loja' }, t)).toBe('Banco — loja');
  });
});
