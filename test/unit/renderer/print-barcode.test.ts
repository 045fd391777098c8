import { describe, expect, it } from 'vitest';
import {
  BOLETO_BAR_CODE_DIGITS,
  QUIET_ZONE_MM,
  SYMBOL_HEIGHT_MM,
  SYMBOL_LENGTH_MM,
  boletoBarCodeSvg,
  i2of5Modules,
  i2of5Options,
  isBoletoBarCode,
} from '../../../renderer/src/features/print/lib/barcode.ts';

const BAR_CODE = '99997165700001234561120000000003300019080023';

/** The bars bwip-js drew: left edge and width, in narrow-bar units, left to right. */
function barsOf(svg: string): { x: number; width: number }[] {
  const bars: { x: number; width: number }[] = [];
  for (const path of svg.matchAll(/<path [^>]*stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const width = Number(path[1]);
    for (const move of path[2]!.matchAll(/M([\d.]+) /g)) {
      bars.push({ x: Number(move[1]) - width / 2, width });
    }
  }
  return bars.sort((a, b) => a.x - b.x);
}

/** Interleaved 2 of 5 digit patterns: N narrow, W wide. */
const DIGIT_PATTERNS = [
  'NNWWN',
  'WNNNW',
  'NWNNW',
  'WWNNN',
  'NNWNW',
  'WNWNN',
  'NWWNN',
  'NNNWW',
  'WNNWN',
  'NWNWN',
];

/** Reads I2/5 back from the bars: element widths (bar, space, bar, …) in narrow units. */
function readI2of5(bars: { x: number; width: number }[]): string {
  const elements: number[] = [];
  bars.forEach((bar, i) => {
    const previous = bars[i - 1];
    if (previous) elements.push(Math.round(bar.x - (previous.x + previous.width)));
    elements.push(Math.round(bar.width));
  });
  const letters = (widths: number[]) => widths.map((w) => (w === 3 ? 'W' : 'N')).join('');
  // Start: narrow bar, narrow space, narrow bar, narrow space.
  expect(elements.slice(0, 4)).toEqual([1, 1, 1, 1]);
  let digits = '';
  let at = 4;
  // Each pair: the first digit in the bars, the second in the spaces between them.
  while (elements.length - at > 3) {
    const group = elements.slice(at, at + 10);
    digits += DIGIT_PATTERNS.indexOf(letters(group.filter((_, k) => k % 2 === 0)));
    digits += DIGIT_PATTERNS.indexOf(letters(group.filter((_, k) => k % 2 === 1)));
    at += 10;
  }
  // Stop: wide bar, narrow space, narrow bar.
  expect(elements.slice(at)).toEqual([3, 1, 1]);
  return digits;
}

describe('the boleto bar code', () => {
  it('is 44 digits, nothing else', () => {
    expect(isBoletoBarCode(BAR_CODE)).toBe(true);
    expect(isBoletoBarCode(BAR_CODE.slice(1))).toBe(false);
    expect(isBoletoBarCode(`${BAR_CODE.slice(1)}x`)).toBe(false);
    expect(isBoletoBarCode(`${BAR_CODE.slice(0, 20)} ${BAR_CODE.slice(20)}`)).toBe(false);
    expect(() => boletoBarCodeSvg('123')).toThrow(RangeError);
  });

  it('asks bwip-js for I2/5 at 3:1, without check digit, text or ink spread', () => {
    expect(i2of5Options(BAR_CODE)).toMatchObject({
      bcid: 'interleaved2of5',
      text: BAR_CODE,
      includecheck: false,
      includetext: false,
      // BWIPP widens a wide element to (2 − 1) · ratio + 1 narrow ones: 2 makes 3.
      barratio: 2,
      spaceratio: 2,
      inkspread: 0,
      scaleX: 1,
      paddingwidth: 0,
    });
  });

  it('counts 405 narrow-bar widths for 44 digits at 3:1', () => {
    expect(i2of5Modules(BOLETO_BAR_CODE_DIGITS)).toBe(405);
    expect(i2of5Modules(2, 2)).toBe(4 + 2 * 7 + 4);
  });

  it('is drawn 103 mm × 13 mm with 5 mm quiet zones, sized in millimetres', () => {
    const drawn = boletoBarCodeSvg(BAR_CODE);
    expect(drawn.symbolWidthMm).toBe(SYMBOL_LENGTH_MM);
    expect(drawn.widthMm).toBe(103 + 2 * QUIET_ZONE_MM);
    expect(drawn.heightMm).toBe(SYMBOL_HEIGHT_MM);
    expect(drawn.narrowBarMm).toBeCloseTo(0.2543, 4);
    // At least ten narrow bars of quiet zone on each side.
    expect(drawn.quietZoneMm).toBeGreaterThanOrEqual(10 * drawn.narrowBarMm);

    const open = /^<svg\b[^>]*>/.exec(drawn.svg)![0];
    expect(open).toContain('width="113mm"');
    expect(open).toContain('height="13mm"');
    expect(open).toContain('preserveAspectRatio="none"');
    // Chromium's PDF draws stroked bars too thin under crispEdges: zbar then reads nothing.
    expect(open).not.toContain('crispEdges');
    const [minX, , width] = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/
      .exec(open)!
      .slice(1)
      .map(Number);
    const quiet = QUIET_ZONE_MM / drawn.narrowBarMm;
    expect(minX).toBeCloseTo(-quiet, 3);
    expect(width).toBeCloseTo(405 + 2 * quiet, 3);
    // The quiet zones are painted white under the bars.
    expect(drawn.svg).toMatch(/<rect [^>]*fill="#ffffff"/);
    expect(drawn.svg.match(/<svg\b/g)).toHaveLength(1);
  });

  it('places every bar inside the 405 units the view box gives the symbol', () => {
    const bars = barsOf(boletoBarCodeSvg(BAR_CODE).svg);
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
    expect(new Set(bars.map((b) => b.width))).toEqual(new Set([1, 3]));
    expect(bars[0]!.x).toBe(0);
    const last = bars[bars.length - 1]!;
    expect(last.x + last.width).toBe(405);
  });

  it('encodes exactly the bar code: the bars read back to the same 44 digits', () => {
    for (const code of [
      BAR_CODE,
      '0'.repeat(44),
      '9'.repeat(44),
      '01234567890123456789012345678901234567890123',
    ]) {
      expect(readI2of5(barsOf(boletoBarCodeSvg(code).svg))).toBe(code);
    }
  });
});
