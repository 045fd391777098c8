import { drawingSVG, interleaved2of5, type RenderOptions } from 'bwip-js/browser';

/**
 * The boleto's bar code: interleaved 2 of 5 of the 44-digit `barCode`, at the size FEBRABAN
 * fixes for the compensation slip — a symbol 103 mm long and 13 mm high, wide elements three
 * times the narrow ones — with a quiet zone on each side. Drawn by bwip-js as SVG and sized
 * in millimetres, so the printed bars measure what the bank's readers expect whatever the
 * screen or printer resolution.
 */

export const BOLETO_BAR_CODE_DIGITS = 44;
/** Symbol length (start pattern to stop pattern), without the quiet zones. */
export const SYMBOL_LENGTH_MM = 103;
export const SYMBOL_HEIGHT_MM = 13;
/** Wide bars and spaces are three narrow ones. */
export const WIDE_TO_NARROW = 3;
/**
 * Quiet zone on each side. Readers need at least ten narrow bars (about 2.5 mm); 5 mm is what
 * bank layout manuals ask for, and it costs nothing on a slip.
 */
export const QUIET_ZONE_MM = 5;

/** bwip-js draws options BWIPP knows but its type definitions do not list. */
type I2of5Options = RenderOptions & { barratio: number; spaceratio: number };

export function isBoletoBarCode(text: string): boolean {
  return new RegExp(`^\\d{${BOLETO_BAR_CODE_DIGITS}}$`).test(text);
}

/**
 * Narrow-bar widths ("modules") of an I2/5 symbol of `digits` digits: the start pattern (four
 * narrow elements), two wide and three narrow elements per digit, and the stop pattern (one
 * wide bar, then a narrow space and a narrow bar). 44 digits at 3:1 make 405.
 */
export function i2of5Modules(digits: number, wideToNarrow = WIDE_TO_NARROW): number {
  return 4 + digits * (2 * wideToNarrow + 3) + (wideToNarrow + 2);
}

/**
 * What bwip-js is asked for. BWIPP widens a wide element to `(2 − 1) · ratio + 1` narrow ones,
 * so a ratio of 2 gives the 3:1 FEBRABAN wants; no check digit (the bar code carries its own
 * at position 5), no human-readable text (the digitable line is printed above), no ink
 * spread, one drawing unit per narrow bar.
 */
export function i2of5Options(barCode: string): I2of5Options {
  return {
    bcid: 'interleaved2of5',
    text: barCode,
    includecheck: false,
    includetext: false,
    barratio: WIDE_TO_NARROW - 1,
    spaceratio: WIDE_TO_NARROW - 1,
    inkspread: 0,
    scaleX: 1,
    scaleY: 1,
    height: SYMBOL_HEIGHT_MM,
    paddingwidth: 0,
    paddingheight: 0,
  };
}

export interface BarCodeSvg {
  /** A standalone SVG document, its size in millimetres. */
  svg: string;
  /** Whole image, quiet zones included. */
  widthMm: number;
  heightMm: number;
  symbolWidthMm: number;
  narrowBarMm: number;
  quietZoneMm: number;
}

const SVG_OPEN = /^<svg\b[^>]*>/;
const VIEW_BOX = /viewBox="0 0 ([\d.]+) ([\d.]+)"/;

/**
 * The bar code of a boleto as SVG. bwip-js lays the bars out on a grid of one unit per narrow
 * bar starting at 0; its own view box adds a unit of slack on the right, so the view box is
 * rebuilt from the symbol's exact module count with the quiet zones around it, then stretched
 * to 103 mm × 13 mm (plus the quiet zones) whatever bwip-js's own height units are. No
 * `shape-rendering="crispEdges"`: Chromium's PDF output then draws the stroked narrow bars
 * far too thin, and zbar no longer reads the symbol.
 */
export function boletoBarCodeSvg(barCode: string, quietZoneMm = QUIET_ZONE_MM): BarCodeSvg {
  if (!isBoletoBarCode(barCode)) {
    throw new RangeError(`a boleto bar code has ${BOLETO_BAR_CODE_DIGITS} digits: ${barCode}`);
  }
  const drawn = interleaved2of5(i2of5Options(barCode), drawingSVG());
  const box = VIEW_BOX.exec(drawn);
  if (!box) throw new Error('bwip-js drew an SVG without a view box');
  const unitsHigh = Number(box[2]);
  const modules = i2of5Modules(BOLETO_BAR_CODE_DIGITS);
  const narrowBarMm = SYMBOL_LENGTH_MM / modules;
  const quietModules = quietZoneMm / narrowBarMm;
  const unitsWide = modules + 2 * quietModules;
  const widthMm = SYMBOL_LENGTH_MM + 2 * quietZoneMm;
  const open =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${num(-quietModules)} 0 ${num(unitsWide)} ${num(unitsHigh)}"` +
    ` width="${num(widthMm)}mm" height="${SYMBOL_HEIGHT_MM}mm" preserveAspectRatio="none">` +
    // The quiet zones must be white even where the slip behind them is not.
    `<rect x="${num(-quietModules)}" y="0" width="${num(unitsWide)}" height="${num(unitsHigh)}" fill="#ffffff"/>`;
  return {
    svg: drawn.trim().replace(SVG_OPEN, open),
    widthMm,
    heightMm: SYMBOL_HEIGHT_MM,
    symbolWidthMm: SYMBOL_LENGTH_MM,
    narrowBarMm,
    quietZoneMm,
  };
}

/** Short, exact enough decimal text for SVG attributes. */
function num(value: number): string {
  return String(Math.round(value * 1e4) / 1e4);
}
