import { describe, expect, it } from 'vitest';
import { QR_MARGIN_MODULES, qrSvg } from '../../../renderer/src/features/print/lib/qr.ts';
import {
  isPrintRoute,
  parsePrintRoute,
  printHref,
  type PrintRoute,
} from '../../../renderer/src/lib/print-route.ts';
import { svgDataUrl } from '../../../renderer/src/features/print/lib/svg.ts';
import { href, parseRoute } from '../../../renderer/src/lib/router.ts';

const PAYLOAD =
  '00020101021226840014br.gov.bcb.pix2562pix.sandbox.balcao.local/cobv/27fbb3f15cdc4ae3983a10d24e05c9a6' +
  '52040000530398654071234.565802BR5919Balcao Sandbox Ltda6009Sao Paulo61080131010062070503***63042288';

describe('the Pix QR code', () => {
  it('measures the asked size without its quiet zone, in millimetres', async () => {
    const qr = await qrSvg(PAYLOAD, 32);
    expect(qr.symbolMm).toBe(32);
    expect(qr.totalMm).toBeCloseTo((32 * (qr.modules + 2 * QR_MARGIN_MODULES)) / qr.modules, 6);
    expect(qr.totalMm).toBeGreaterThan(32);
    const open = /^<svg\b[^>]*>/.exec(qr.svg)![0];
    const size = `${Math.round(qr.totalMm * 1e3) / 1e3}mm`;
    expect(open).toContain(`width="${size}"`);
    expect(open).toContain(`height="${size}"`);
    expect(open).toContain(`viewBox="0 0 ${qr.modules + 8} ${qr.modules + 8}"`);
  });

  it('becomes an image source the CSP allows (img-src data:)', () => {
    expect(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    );
  });
});

describe('print routes', () => {
  it('reads every print page', () => {
    expect(parsePrintRoute('#/print/boleto/abc')).toEqual({ name: 'print-boleto', id: 'abc' });
    expect(parsePrintRoute('#/print/carne?ids=a,b,c')).toEqual({
      name: 'print-carne',
      ids: ['a', 'b', 'c'],
    });
    expect(parsePrintRoute('#/print/pix-card/p1')).toEqual({
      name: 'print-pix-card',
      id: 'p1',
      size: 'A6',
    });
    expect(parsePrintRoute('#/print/pix-card/p1?size=a4')).toEqual({
      name: 'print-pix-card',
      id: 'p1',
      size: 'A4',
    });
    expect(parsePrintRoute('#/print/receipt/boleto/b1')).toEqual({
      name: 'print-receipt',
      kind: 'boleto',
      id: 'b1',
    });
    expect(parsePrintRoute('#/print/receipt/pix/p1')).toEqual({
      name: 'print-receipt',
      kind: 'pix',
      id: 'p1',
    });
  });

  it('refuses what is not a print page, or is malformed', () => {
    for (const hash of [
      '#/boletos/abc',
      '#/print',
      '#/print/boleto',
      '#/print/boleto/a/b',
      '#/print/boleto/%E0%A4%A',
      '#/print/carne',
      '#/print/carne?ids=',
      '#/print/carne?ids=,,',
      '#/print/pix-card/p1?size=A3',
      '#/print/receipt/ted/x',
      '#/print/receipt/boleto',
    ]) {
      expect(parsePrintRoute(hash), hash).toBeNull();
    }
  });

  it('keeps the carnê in the order given, once per boleto', () => {
    expect(parsePrintRoute('#/print/carne?ids=b,a,,b&x=1')).toEqual({
      name: 'print-carne',
      ids: ['b', 'a'],
    });
  });

  it('round-trips ids through printHref, commas and slashes included', () => {
    const routes: PrintRoute[] = [
      { name: 'print-boleto', id: 'a b/c?d' },
      { name: 'print-carne', ids: ['x,1', 'y/2', 'z'] },
      { name: 'print-pix-card', id: 'p#1', size: 'A4' },
      { name: 'print-receipt', kind: 'pix', id: 'q&r' },
    ];
    for (const route of routes) expect(parsePrintRoute(printHref(route))).toEqual(route);
  });

  it("are places of the app's router", () => {
    expect(parseRoute('#/print/boleto/abc')).toEqual({ name: 'print-boleto', id: 'abc' });
    expect(parseRoute('#/print/carne?ids=a,b')).toEqual({ name: 'print-carne', ids: ['a', 'b'] });
    expect(parseRoute('#/print/pix-card/p1?size=A3')).toEqual({
      name: 'not-found',
      hash: '#/print/pix-card/p1?size=A3',
    });
    expect(href({ name: 'print-receipt', kind: 'boleto', id: 'b 1' })).toBe(
      '#/print/receipt/boleto/b%201',
    );
  });

  it('tells print pages from the rest of the app', () => {
    expect(isPrintRoute({ name: 'print-boleto', id: 'a' })).toBe(true);
    expect(isPrintRoute({ name: 'detail', id: 'a' })).toBe(false);
  });
});
