import jsQR from 'jsqr';
import type { CodeFileResult } from './code-file.ts';

/** What reading a QR code from an image found. */
export type QrImageResult =
  { ok: true; text: string } | { ok: false; reason: 'no-code' | 'unreadable' };

/** The largest side an image is decoded at: phone photos are scaled down, which jsQR prefers. */
const MAX_SIDE = 1600;

/**
 * Reads the QR code in an image file, here on this computer (the image is never sent).
 * jsQR finds the code's finder patterns in the pixels; a photo at an angle still reads.
 */
export async function readQrFromImage(file: Blob): Promise<QrImageResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return { ok: false, reason: 'unreadable' };
  // A white background: a transparent PNG's dark modules must not vanish into black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  const found = jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' });
  return found && found.data !== ''
    ? { ok: true, text: found.data }
    : { ok: false, reason: 'no-code' };
}

/** A picture of a Pix QR code opened on the pay screen: its code, or why not in words. */
export async function readQrFile(file: Blob): Promise<CodeFileResult> {
  const read = await readQrFromImage(file);
  if (read.ok) return { ok: true, code: read.text };
  return {
    ok: false,
    problem: read.reason === 'no-code' ? 'pay.image_no_code' : 'pay.image_unreadable',
  };
}
