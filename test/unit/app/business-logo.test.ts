import { describe, expect, it } from 'vitest';
import { checkLogoBytes, logoKindOf } from '../../../main/app/business/logo.ts';
import { AppFailure } from '../../../preload/contract/index.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>');

const url = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

function refusalKey(dataUrl: string): string | undefined {
  try {
    checkLogoBytes(dataUrl);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error;
    expect(error.error.code).toBe('validation');
    return error.error.fields?.logo?.[0]?.key;
  }
}

describe('the logo by its bytes', () => {
  it('knows PNG and JPEG by their first bytes, nothing else', () => {
    expect(logoKindOf(PNG)).toBe('image/png');
    expect(logoKindOf(JPEG)).toBe('image/jpeg');
    expect(logoKindOf(SVG)).toBeNull();
    expect(logoKindOf(new Uint8Array())).toBeNull();
  });

  it('keeps an image that is what its type says', () => {
    expect(refusalKey(url('image/png', PNG))).toBeUndefined();
    expect(refusalKey(url('image/jpeg', JPEG))).toBeUndefined();
  });

  it('refuses an SVG or text renamed as PNG, and a PNG called JPEG', () => {
    expect(refusalKey(url('image/png', SVG))).toBe('v.logo.content');
    expect(refusalKey(url('image/jpeg', Buffer.from('hello')))).toBe('v.logo.content');
    expect(refusalKey(url('image/jpeg', PNG))).toBe('v.logo.content');
  });
});
