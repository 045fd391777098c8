import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderableHref } from '../../../renderer/src/features/print/lib/render-route.ts';
import { operations } from '../../../preload/contract/index.ts';
import {
  parsePrintRoute,
  printHref,
  type PrintRoute,
} from '../../../renderer/src/lib/print-route.ts';

// A registered counter QR prints from the cache by its correlationId, on A6 or A4.

type RegisteredRoute = Extract<PrintRoute, { name: 'print-counter-qr-registered' }>;
const ID = '3f2c1b7a-9d4e-4c21-8a55-0b6e2f9d1c44';

describe('the registered counter QR print page', () => {
  it('reads the code and the size (A6 when none is given)', () => {
    expect(parsePrintRoute(`#/print/counter-qr-registered/${ID}?size=A4`)).toEqual({
      name: 'print-counter-qr-registered',
      id: ID,
      size: 'A4',
    });
    expect(parsePrintRoute(`#/print/counter-qr-registered/${ID}`)).toEqual({
      name: 'print-counter-qr-registered',
      id: ID,
      size: 'A6',
    });
  });

  it('refuses an address without a code or with a size it has no card for', () => {
    for (const hash of [
      '#/print/counter-qr-registered',
      `#/print/counter-qr-registered/${ID}?size=A3`,
      `#/print/counter-qr-registered/${ID}/more`,
      '#/print/counter-qr-registered/%E0%A4%A',
    ]) {
      expect(parsePrintRoute(hash), hash).toBeNull();
    }
  });

  it('round-trips any id, and prints through print:render', () => {
    const route = fc.record({
      name: fc.constant('print-counter-qr-registered' as const),
      id: fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s.trim() !== ''),
      size: fc.constantFrom('A6' as const, 'A4' as const),
    });
    fc.assert(
      fc.property(route, (r: RegisteredRoute) => {
        expect(parsePrintRoute(printHref(r))).toEqual(r);
        expect(parsePrintRoute(renderableHref(r))).toEqual(r);
        const render = operations['print:render'].input.safeParse({
          route: renderableHref(r),
          target: 'pdf',
        });
        expect(render.success).toBe(true);
      }),
    );
  });
});
