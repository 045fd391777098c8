import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WINDOW_BACKGROUND } from '../../../main/electron/window-background.ts';

// The desktop window opens in the page's own background, light or dark, so nothing flashes
// white before the page paints: the colours are the stylesheet's `--bg`.

const css = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'renderer', 'src', 'tokens.css'),
  'utf8',
);

/** `--bg` as first declared after `opening`. */
function bgAfter(opening: string): string | undefined {
  const from = css.indexOf(opening);
  expect(from, opening).toBeGreaterThanOrEqual(0);
  return /--bg:\s*(#[0-9a-f]{6})\s*;/i.exec(css.slice(from))?.[1]?.toLowerCase();
}

describe('the window background', () => {
  it('is the page’s background in light mode', () => {
    expect(bgAfter(':root,')).toBe(WINDOW_BACKGROUND.light);
  });

  it('is the page’s background in dark mode', () => {
    expect(bgAfter('(prefers-color-scheme: dark)')).toBe(WINDOW_BACKGROUND.dark);
  });
});
