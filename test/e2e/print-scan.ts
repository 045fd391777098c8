import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './app-fixture.ts';

// A print page as a printer gets it, as print-boleto.spec.ts reads it: Chromium's PDF of the
// page rasterized at 300 dpi, read by zbar.

/** Waits until the print page drew every bar code and QR image. */
export async function printPageReady(page: Page): Promise<void> {
  await expect(page.getByTestId('print-page')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('print-sheet').first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete && img.naturalWidth > 0),
  );
}

export interface Scan {
  pages: number;
  /** Width and height of the first page, in millimetres. */
  pageMm: [number, number];
  /** Per page: what zbar read, by symbology, sorted. */
  barCodes: string[][];
  qrCodes: string[][];
}

/**
 * Prints the page to PDF (A4, as the CSS asks), rasterizes it at 300 dpi and reads it.
 * BALCAO_KEEP_PRINTS=1 keeps the PDF and its pictures (the folder is printed) to look at.
 */
export async function printAndScan(page: Page, name: string): Promise<Scan> {
  const dir = mkdtempSync(join(tmpdir(), `balcao-print-${name}-`));
  try {
    const pdf = join(dir, `${name}.pdf`);
    writeFileSync(
      pdf,
      await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }),
    );
    const info = run('pdfinfo', [pdf]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
    const mm = (points: string | undefined) => (Number(points) * 25.4) / 72;
    run('pdftoppm', ['-r', '300', '-png', pdf, join(dir, 'page')]);
    const images = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => join(dir, f));
    return {
      pages,
      pageMm: [mm(size?.[1]), mm(size?.[2])],
      barCodes: images.map((png) => decode(png, 'i25')),
      qrCodes: images.map((png) => decode(png, 'qrcode')),
    };
  } finally {
    if (process.env.BALCAO_KEEP_PRINTS === '1') console.log(`printed pages kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

function decode(png: string, symbology: 'i25' | 'qrcode'): string[] {
  const result = spawnSync('zbarimg', ['--raw', '-q', '-Sdisable', `-S${symbology}.enable`, png], {
    encoding: 'utf8',
  });
  if (result.status !== 0 && result.status !== 4) {
    throw new Error(`zbarimg failed (${result.status}): ${result.stderr}`);
  }
  return result.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .sort();
}

/** Chromium lays pages out on whole CSS pixels: a page is within a pixel of its size. */
export function expectPageMm(scan: Scan, width: number, height: number): void {
  expect(Math.abs(scan.pageMm[0] - width), `page width ${scan.pageMm[0]} mm`).toBeLessThan(0.5);
  expect(Math.abs(scan.pageMm[1] - height), `page height ${scan.pageMm[1]} mm`).toBeLessThan(0.5);
}
