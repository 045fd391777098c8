import { describe, expect, it } from 'vitest';
import { operations, type ChargeRow } from '../../../preload/contract/index.ts';
import {
  payerCarneIds,
  payerCarneQuery,
} from '../../../renderer/src/features/print/lib/payer-carne.ts';
import {
  pdfFileName,
  renderableHref,
} from '../../../renderer/src/features/print/lib/render-route.ts';
import {
  MAX_CARNE_BOLETOS,
  parsePrintRoute,
  printHref,
  type PrintRoute,
} from '../../../renderer/src/lib/print-route.ts';
import { monthOf, reportPeriod } from '../../../renderer/src/features/charges/report-period.ts';
import { href, parseRoute } from '../../../renderer/src/lib/router.ts';
import {
  carneOrder,
  dropAll,
  headerState,
  noPicks,
  pickAll,
  togglePick,
  type Picked,
} from '../../../renderer/src/features/charges/selection.ts';

const renderInput = operations['print:render'].input;

describe('the report route', () => {
  it('reads a period and writes it back', () => {
    const route = parsePrintRoute('#/print/report?from=2025-03-01&to=2025-03-31');
    expect(route).toEqual({ name: 'print-report', from: '2025-03-01', to: '2025-03-31' });
    expect(printHref(route!)).toBe('#/print/report?from=2025-03-01&to=2025-03-31');
    expect(parseRoute('#/print/report?to=2025-01-31&from=2025-01-01')).toEqual({
      name: 'print-report',
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(href({ name: 'print-report', from: '2025-01-01', to: '2025-01-01' })).toBe(
      '#/print/report?from=2025-01-01&to=2025-01-01',
    );
  });

  it('refuses a missing, impossible or reversed period', () => {
    for (const hash of [
      '#/print/report',
      '#/print/report?from=2025-03-01',
      '#/print/report?from=2025-02-01&to=2025-02-30',
      '#/print/report?from=01/03/2025&to=31/03/2025',
      '#/print/report?from=2025-04-01&to=2025-03-31',
      '#/print/report/x?from=2025-03-01&to=2025-03-31',
    ]) {
      expect(parsePrintRoute(hash), hash).toBeNull();
    }
  });
});

describe('the report period from the list filter', () => {
  it('is the month of a day', () => {
    expect(monthOf('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthOf('2025-02-28')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(monthOf('2025-12-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('takes the due filter, completes one end to its month, and falls back to this month', () => {
    const today = '2025-06-18';
    expect(reportPeriod('2025-01-05', '2025-03-10', today)).toEqual({
      from: '2025-01-05',
      to: '2025-03-10',
    });
    expect(reportPeriod('2025-01-05', '', today)).toEqual({ from: '2025-01-05', to: '2025-01-31' });
    expect(reportPeriod(undefined, '2025-04-10', today)).toEqual({
      from: '2025-04-01',
      to: '2025-04-10',
    });
    expect(reportPeriod('', '', today)).toEqual({ from: '2025-06-01', to: '2025-06-30' });
    // Half-typed or reversed dates are no period at all.
    expect(reportPeriod('2025-01', '2025-13-01', today)).toEqual(monthOf(today));
    expect(reportPeriod('2025-03-10', '2025-01-05', today)).toEqual(monthOf(today));
  });
});

const item = (id: string, dueDate: string | null): Picked => ({ id, dueDate });

describe('picking boletos for a carnê', () => {
  it('toggles a boleto in and out', () => {
    const one = togglePick(noPicks, item('a', '2025-01-10'));
    expect([...one.picks.keys()]).toEqual(['a']);
    expect(one.full).toBe(false);
    const none = togglePick(one.picks, item('a', '2025-01-10'));
    expect(none.picks.size).toBe(0);
    expect(noPicks.size).toBe(0);
  });

  it('refuses a pick past the limit, and unpicking still works when full', () => {
    let picks = noPicks;
    for (let i = 0; i < MAX_CARNE_BOLETOS; i++)
      picks = togglePick(picks, item(`b${i}`, null)).picks;
    expect(picks.size).toBe(100);
    const refused = togglePick(picks, item('extra', null));
    expect(refused.full).toBe(true);
    expect(refused.picks).toBe(picks);
    expect(togglePick(picks, item('b0', null)).picks.size).toBe(99);
  });

  it('picks all loaded rows as far as there is room', () => {
    const rows = Array.from({ length: 150 }, (_, i) => item(`r${i}`, null));
    const some = pickAll(togglePick(noPicks, item('r5', null)).picks, rows);
    expect(some.picks.size).toBe(100);
    expect(some.full).toBe(true);
    expect(some.picks.has('r5')).toBe(true);
    expect(some.picks.has('r99')).toBe(true);
    expect(some.picks.has('r100')).toBe(false);
    const few = pickAll(noPicks, rows.slice(0, 3));
    expect(few).toMatchObject({ full: false });
    expect(headerState(few.picks, ['r0', 'r1', 'r2'])).toBe('all');
    expect(headerState(few.picks, ['r0', 'r1', 'r2', 'r3'])).toBe('some');
    expect(headerState(few.picks, ['x'])).toBe('none');
    expect(dropAll(few.picks, ['r0', 'r2']).size).toBe(1);
  });

  it('orders the carnê by due date, then as picked, undated last', () => {
    let picks = noPicks;
    for (const p of [
      item('late', '2025-03-10'),
      item('undated', null),
      item('early', '2025-01-10'),
      item('same-second', '2025-02-10'),
      item('same-first', '2025-02-10'),
    ]) {
      picks = togglePick(picks, p).picks;
    }
    expect(carneOrder(picks)).toEqual(['early', 'same-second', 'same-first', 'late', 'undated']);
  });
});

const row = (
  id: string,
  payerDocument: string,
  state: ChargeRow['state'] = 'open',
  kind: ChargeRow['kind'] = 'boleto',
) => ({ id, payerDocument, state, kind }) as ChargeRow;

describe("a payer's carnê", () => {
  it('asks the charges list for their open boletos by document, earliest first, at most a carnê', () => {
    expect(payerCarneQuery('714.602.380-01')).toEqual({
      filters: { kinds: ['boleto'], search: '71460238001', states: ['open'] },
      sort: { key: 'dueDate', direction: 'asc' },
      limit: MAX_CARNE_BOLETOS,
    });
  });

  it("keeps only the payer's own boletos from what the text search found", () => {
    const rows = [
      row('mine', '71460238001'),
      row('formatted', '714.602.380-01'),
      row('other', '07146023800123'),
      row('paid', '71460238001', 'paid'),
      row('pix', '71460238001', 'open', 'pix-due-date'),
    ];
    expect(payerCarneIds(rows, '714.602.380-01')).toEqual(['mine', 'formatted']);
    expect(payerCarneIds([row('cnpj', '12ABC34501DE35')], '12.abc.345/01de-35')).toEqual(['cnpj']);
  });
});

describe('printing from the app', () => {
  it('sends routes main accepts, whatever the ids hold', () => {
    const ids = Array.from(
      { length: MAX_CARNE_BOLETOS },
      (_, i) => `${i}f1c2d3e-4b5a-6789-abcd-ef0123456789`,
    );
    const routes: PrintRoute[] = [
      { name: 'print-carne', ids: [...ids, "odd(id)!*'~ é"] },
      { name: 'print-boleto', id: 'a/b?c&d' },
      { name: 'print-report', from: '2025-01-01', to: '2025-01-31' },
      { name: 'print-pix-card', id: 'p1', size: 'A6' },
    ];
    for (const route of routes) {
      const hash = renderableHref(route);
      expect(renderInput.safeParse({ route: hash, target: 'pdf' }).success, hash).toBe(true);
      expect(parsePrintRoute(hash)).toEqual(route);
    }
  });

  it('suggests plain PDF names', () => {
    expect(pdfFileName('boleto-NF 1039/2025')).toBe('boleto-NF-1039-2025.pdf');
    expect(pdfFileName('carne-Floricultura Jardim das Flores ME')).toBe(
      'carne-Floricultura-Jardim-das-Flores-ME.pdf',
    );
    expect(pdfFileName('recibo-João Conceição')).toBe('recibo-Joao-Conceicao.pdf');
    expect(pdfFileName('///')).toBe('balcao.pdf');
  });
});
