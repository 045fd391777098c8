import type { CodeFileResult } from '../payments/code-file.ts';

/**
 * A boleto's PDF, or a picture of it, opened on the pay screen: its line or bar code, or why
 * not in words. Read here, never sent; each reader is loaded when a file of its kind is first
 * opened, not with the page.
 */
export async function readBoletoFile(file: File): Promise<CodeFileResult> {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  try {
    if (pdf) {
      const { readBoletoFromPdf } = await import('./boleto-pdf.ts');
      const read = await readBoletoFromPdf(file);
      if (read.ok) return { ok: true, code: read.code };
      return {
        ok: false,
        problem: read.reason === 'no-code' ? 'bill.pdf_no_code' : 'bill.pdf_unreadable',
      };
    }
    const { readBoletoFromImage } = await import('./boleto-image.ts');
    const read = await readBoletoFromImage(file);
    if (read.ok) return { ok: true, code: read.barCode };
    return {
      ok: false,
      problem: read.reason === 'no-code' ? 'bill.image_no_code' : 'bill.image_unreadable',
    };
  } catch {
    return { ok: false, problem: pdf ? 'bill.pdf_unreadable' : 'bill.image_unreadable' };
  }
}
