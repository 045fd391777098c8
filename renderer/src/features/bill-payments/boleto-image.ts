import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  ITFReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { validateBarCode } from '../../../../preload/contract/index.ts';

/** What reading a boleto's bar code from an image found. */
export type BoletoImageResult =
  { ok: true; barCode: string } | { ok: false; reason: 'no-code' | 'unreadable' };

/**
 * The largest side an image is read at. A photo of a whole slip is scaled down to it; a bar
 * code 103 mm long then still spans about a thousand pixels, three or more per narrow bar.
 */
export const MAX_SIDE = 2400;

/** A boleto's bar code: interleaved 2 of 5 of exactly 44 digits. */
const HINTS = new Map<DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.ITF]],
  [DecodeHintType.ALLOWED_LENGTHS, Int32Array.from([44])],
  [DecodeHintType.TRY_HARDER, true],
]);

/** The grey level of every pixel (ITU-R BT.601 weights), as the reader wants it. */
function luminances(pixels: ImageData): Uint8ClampedArray {
  const { data, width, height } = pixels;
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    grey[i] = (data[p]! * 299 + data[p + 1]! * 587 + data[p + 2]! * 114) / 1000;
  }
  return grey;
}

/** The image drawn on a white background, turned a quarter when `turned`. */
function draw(bitmap: ImageBitmap, scale: number, turned: boolean): ImageData | null {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = turned ? new OffscreenCanvas(height, width) : new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  // A white background: a transparent PNG's dark bars must not vanish into black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (turned) {
    context.translate(height, 0);
    context.rotate(Math.PI / 2);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** The 44 digits of a boleto bar code in the pixels, or null when none reads with a valid check digit. */
function decode(pixels: ImageData): string | null {
  const source = new RGBLuminanceSource(luminances(pixels), pixels.width, pixels.height);
  try {
    const text = new ITFReader()
      .decode(new BinaryBitmap(new HybridBinarizer(source)), HINTS)
      .getText();
    // ITF carries no check digit of its own: the boleto's mod-11 digit tells a misread.
    return validateBarCode(text).ok ? text : null;
  } catch {
    return null;
  }
}

/**
 * Reads the bar code of a boleto from an image file (a photo, a scan, a screenshot), here on
 * this computer: the image is never sent. @zxing/library (plain JavaScript, so it runs under the
 * app's content security policy) finds the interleaved 2 of 5 symbol along the image's rows; a
 * slip photographed sideways is tried turned a quarter. PDFs are read by `boleto-pdf.ts`.
 */
export async function readBoletoFromImage(file: Blob): Promise<BoletoImageResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return barCodeInBitmap(bitmap);
}

/** The boleto bar code in a picture (closed once read), upright or turned a quarter. */
export function barCodeInBitmap(bitmap: ImageBitmap, maxSide = MAX_SIDE): BoletoImageResult {
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    for (const turned of [false, true]) {
      const pixels = draw(bitmap, scale, turned);
      if (!pixels) return { ok: false, reason: 'unreadable' };
      const barCode = decode(pixels);
      if (barCode) return { ok: true, barCode };
    }
    return { ok: false, reason: 'no-code' };
  } finally {
    bitmap.close();
  }
}
