// Makes the desktop app's icons from build/icon.svg with ImageMagick (`magick`, or `convert`
// where ImageMagick 6 is installed): `node scripts/make-icons.ts`. The results are kept in the
// repository, so packaging (`npm run dist`) needs no ImageMagick.
//
// - build/icon.png (1024×1024): macOS — electron-builder makes the .icns from it (no tool here
//   writes .icns; electron-builder's own conversion does, when it packages for macOS).
// - build/icons/<N>x<N>.png: Linux (AppImage, .deb), one per size the desktops ask for.
// - build/icon.ico (16–256): Windows (the installer and the .exe).
// - build/badges/<n>.png: the Windows task-bar overlay with today's payments (1…9, then 9+);
//   macOS and Linux draw their own badge from a number.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const build = join(root, 'build');
const source = join(build, 'icon.svg');

export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;
export const BADGES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '9+'] as const;

function imageMagick(): string {
  for (const command of ['magick', 'convert']) {
    try {
      execFileSync(command, ['-version'], { stdio: 'ignore' });
      return command;
    } catch {
      // Not this one.
    }
  }
  throw new Error('ImageMagick is needed (magick or convert on the PATH).');
}

const tool = imageMagick();
const run = (...args: string[]) => execFileSync(tool, args, { stdio: 'inherit' });

/** The icon at `size` pixels: 8 bits per channel with transparency, no metadata. */
const render = (size: number, target: string) =>
  run(
    '-background',
    'none',
    '-density',
    '384',
    source,
    '-resize',
    `${size}x${size}`,
    '-depth',
    '8',
    '-strip',
    `PNG32:${target}`,
  );

render(1024, join(build, 'icon.png'));

mkdirSync(join(build, 'icons'), { recursive: true });
for (const size of LINUX_SIZES) render(size, join(build, 'icons', `${size}x${size}.png`));

run(
  ...ICO_SIZES.map((size) => join(build, 'icons', `${size}x${size}.png`)),
  join(build, 'icon.ico'),
);

// The overlay is drawn at 16 px on a normal screen and 32 px on a dense one.
mkdirSync(join(build, 'badges'), { recursive: true });
for (const text of BADGES) {
  run(
    '-size',
    '32x32',
    'xc:none',
    '-fill',
    '#1e7b3c',
    '-draw',
    'circle 16,16 16,1',
    '-fill',
    'white',
    '-font',
    'DejaVu-Sans-Bold',
    '-pointsize',
    text.length > 1 ? '13' : '20',
    '-gravity',
    'center',
    '-annotate',
    '+0+0',
    text,
    '-depth',
    '8',
    '-strip',
    `PNG32:${join(build, 'badges', `${text}.png`)}`,
  );
}
console.log(`Icons written to ${build}`);
