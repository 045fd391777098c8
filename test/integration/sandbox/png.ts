/** The 8 bytes every PNG starts with. */
export const PNG_SIGNATURE_HEX = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
