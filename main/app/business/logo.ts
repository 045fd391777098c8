import { AppFailure, parseDataUrl, type LogoMimeType } from '../../../preload/contract/index.ts';

/**
 * What the logo's bytes are, by their first bytes (the file's name and the data URL's type are
 * only claims): PNG's signature, or JPEG's start-of-image marker. Anything else, SVG included,
 * is null.
 */
export function logoKindOf(bytes: Uint8Array): LogoMimeType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/**
 * A logo the contract's schema let through (a PNG or JPEG data URL of at most 200 KB) is kept
 * only when its bytes are the image its type says; otherwise the field says why.
 */
export function checkLogoBytes(dataUrl: string): void {
  const parsed = parseDataUrl(dataUrl);
  const bytes = parsed ? Buffer.from(parsed.base64, 'base64') : Buffer.alloc(0);
  if (!parsed || logoKindOf(bytes) !== parsed.mime) {
    throw new AppFailure('validation', 'The logo is not the PNG or JPEG image it claims to be.', {
      fields: { logo: [{ key: 'v.logo.content' }] },
    });
  }
}
