import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is built as a script of its own next to the app's (Vite's `?worker&url`): pdf.js
// parses the file there, off the page's thread, under the same content security policy.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?worker&url';
import { digitableLineInText } from './boleto-line-text.ts';
import { barCodeInBitmap, MAX_SIDE } from './boleto-image.ts';

/** What reading a boleto from a PDF found: its line's or its bar code's digits, or why not. */
export type BoletoPdfResult =
  { ok: true; code: string } | { ok: false; reason: 'no-code' | 'unreadable' };

/** The pages whose text is searched for the line: a slip is one page, a bill a few. */
const TEXT_PAGES = 3;

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The sizes page 1 is drawn at, in pixels of its longer side, to read a scan's bar code. A
 * scan drawn at about its own resolution (a 200 dpi scan drawn at MAX_SIDE, about 205 dpi) can
 * land bar edges between pixels so that the reader misses every row; drawn a fifth larger the
 * same scan reads (measured on the app's own slip scanned at 200 and 300 dpi, in Chromium).
 */
const PAGE_SIDES = [MAX_SIDE, Math.round(MAX_SIDE * 1.2)];

/** A page's text as pdf.js lays it out: pieces apart by spaces, lines by line breaks. */
async function pageText(pdf: PDFDocumentProxy, number: number): Promise<string> {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
    .join('');
}

/**
 * Page 1 drawn on a white canvas `side` pixels along its longer side, as a picture to read the
 * bar code from, read at that size (never scaled again).
 */
async function firstPagePicture(pdf: PDFDocumentProxy, side: number): Promise<ImageBitmap> {
  const page = await pdf.getPage(1);
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({
    scale: side / Math.max(unscaled.width, unscaled.height),
  });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await page.render({ canvas, viewport, background: '#ffffff' }).promise;
  return createImageBitmap(canvas);
}

/**
 * Reads a boleto from a PDF (the slip a supplier sent), here on this computer: the file is
 * never sent. The line printed on the slip is taken from the PDF's text, checked by its check
 * digits; a PDF without text (a scan) has page 1 drawn and its bar code read as a picture's,
 * at a second size when the first misses it.
 */
export async function readBoletoFromPdf(file: Blob): Promise<BoletoPdfResult> {
  const task = getDocument({ data: new Uint8Array(await file.arrayBuffer()), useWasm: false });
  try {
    const pdf = await task.promise;
    for (let number = 1; number <= Math.min(pdf.numPages, TEXT_PAGES); number++) {
      const line = digitableLineInText(await pageText(pdf, number));
      if (line) return { ok: true, code: line };
    }
    for (const side of PAGE_SIDES) {
      const read = barCodeInBitmap(await firstPagePicture(pdf, side), side);
      if (read.ok) return { ok: true, code: read.barCode };
    }
    return { ok: false, reason: 'no-code' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    // The worker and the document's memory go with it.
    void task.destroy();
  }
}
