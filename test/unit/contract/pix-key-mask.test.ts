import { describe, expect, it } from 'vitest';
import { maskPixKey } from '../../../preload/contract/index.ts';

// A key as the deletion's confirmation names it: enough for the owner to tell which, not the
// whole key for whoever looks at the screen.

describe('maskPixKey', () => {
  it.each([
    ['52998224725', 'DOCUMENT', '***.982.247-**'],
    ['11222333000181', 'DOCUMENT', '**.222.333/0001-**'],
    ['financeiro@balcao-sandbox.example', 'EMAIL', 'f***@balcao-sandbox.example'],
    ['+5511987654321', 'PHONE', '+55 11 *****-4321'],
    ['7f9c2a1b-0000-4000-8000-9e3f4c2d1a0b', 'EVP', '7f9c2a1b…1a0b'],
    // Shapes the bank should not send still come out masked.
    ['abcdefgh', 'DOCUMENT', 'ab***gh'],
    ['@x', 'EMAIL', '***'],
  ] as const)('%s (%s) → %s', (key, type, masked) => {
    expect(maskPixKey(key, type)).toBe(masked);
  });

  it('never shows the middle of a key', () => {
    expect(maskPixKey('52998224725', 'DOCUMENT')).not.toContain('529');
    expect(maskPixKey('+5511987654321', 'PHONE')).not.toContain('98765');
    expect(maskPixKey('financeiro@x.example', 'EMAIL')).not.toContain('financeiro');
  });
});
