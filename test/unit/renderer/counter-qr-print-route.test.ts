import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderableHref } from '../../../renderer/src/features/print/lib/render-route.ts';
import { operations } from '../../../preload/contract/index.ts';
import {
  parsePrintRoute,
  printHref,
  type PrintRoute,
} from '../../../renderer/src/lib/print-route.ts';

// The counter QR's print page carries what the code carries (key, amount, description, size):
// it is built again from them, so they must come back from the address exactly.

type CounterQrRoute = Extract<PrintRoute, { name: 'print-counter-qr' }>;
const EVP = '123e4567-e12b-12d1-a456-426655440000';

describe('the counter QR print page', () => {
  it('reads key, amount, description and size', () => {
    expect(
      parsePrintRoute(
        `#/print/counter-qr?key=${EVP}&amount=1234&description=P%C3%A3o%20%2B%20caf%C3%A9&size=A4`,
      ),
    ).toEqual({
      name: 'print-counter-qr',
      key: EVP,
      amountCents: 1_234,
      description: 'Pão + café',
      size: 'A4',
    });
    expect(parsePrintRoute(`#/print/counter-qr?key=${EVP}`)).toEqual({
      name: 'print-counter-qr',
      key: EVP,
      amountCents: null,
      description: null,
      size: 'A6',
    });
  });

  it('refuses an address without a key, with an amount that is not whole cents, or a size it has no card for', () => {
    for (const hash of [
      '#/print/counter-qr',
      '#/print/counter-qr?amount=100',
      `#/print/counter-qr?key=${EVP}&amount=0`,
      `#/print/counter-qr?key=${EVP}&amount=10.5`,
      `#/print/counter-qr?key=${EVP}&amount=-3`,
      `#/print/counter-qr?key=${EVP}&size=A3`,
      `#/print/counter-qr?key=%E0%A4%A`,
      `#/print/counter-qr/x?key=${EVP}`,
    ]) {
      expect(parsePrintRoute(hash), hash).toBeNull();
    }
  });

  it('round-trips any key and description, and prints through print:render', () => {
    const route = fc.record({
      name: fc.constant('print-counter-qr' as const),
      key: fc.string({ minLength: 1, maxLength: 77 }),
      amountCents: fc.option(fc.integer({ min: 1, max: 9_999_999_999 }), { nil: null }),
      description: fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 72 }), {
        nil: null,
      }),
      size: fc.constantFrom('A6' as const, 'A4' as const),
    });
    fc.assert(
      fc.property(route, (r: CounterQrRoute) => {
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
