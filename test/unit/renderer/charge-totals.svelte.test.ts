// @vitest-environment happy-dom
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import ChargeTotals from '../../../renderer/src/features/charges/ChargeTotals.svelte';
import type { ChargeListState } from '../../../renderer/src/features/charges/charge-list.svelte.ts';
import {
  chargeKinds,
  chargeStates,
  type ChargeTotals as Totals,
} from '../../../preload/contract/index.ts';

// The totals land after the rows: until the first count is in, the figures must not read as a
// count of zero (an owner would take "0 · R$ 0,00" for the books).

let page: ReturnType<typeof mount> | null = null;

afterEach(() => {
  if (page) unmount(page);
  page = null;
  document.body.innerHTML = '';
});

/** What ChargeTotals reads of the list: its totals, whether they are being counted, its filters. */
function listWith(totals: Totals | null, totalsPending = false): ChargeListState {
  const list = {
    totals,
    totalsPending,
    only: null,
    draft: { states: [], kinds: [] },
    toggleState: () => {},
    toggleKind: () => {},
  };
  return list as unknown as ChargeListState;
}

function show(list: ChargeListState) {
  page = mount(ChargeTotals, { target: document.body, props: { list } });
  flushSync();
}

const text = (id: string) =>
  document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim();
const figureIds = [
  'charges-totals-all-count',
  'charges-totals-all-amount',
  ...chargeStates.flatMap((s) => [`charges-totals-${s}-count`, `charges-totals-${s}-amount`]),
  ...chargeKinds.flatMap((k) => [
    `charges-totals-kind-${k}-count`,
    `charges-totals-kind-${k}-amount`,
  ]),
];

describe('the charge totals', () => {
  it('show a dash, not a zero, in every figure before the first count lands', () => {
    show(listWith(null, true));
    for (const id of figureIds) expect(text(id), id).toBe('–');
    expect(
      document.querySelector('[data-testid="charges-totals"]')?.getAttribute('aria-busy'),
    ).toBe('true');
  });

  it('show the count once it is in, zeros included', () => {
    const [first, ...others] = chargeStates;
    show(
      listWith({
        byState: [
          { state: first!, count: 1234, amountCents: 123_456 },
          ...others.map((state) => ({ state, count: 0, amountCents: 0 })),
        ],
        byKind: chargeKinds.map((kind, i) => ({ kind, count: i, amountCents: 0 })),
        count: 1234,
        amountCents: 123_456,
        refundedCents: 0,
      }),
    );
    expect(text('charges-totals-all-count')).toBe('1.234');
    expect(text('charges-totals-all-amount')).toBe('R$ 1.234,56');
    expect(text(`charges-totals-${first}-count`)).toBe('1.234');
    expect(text(`charges-totals-${others[0]}-amount`)).toBe('R$ 0,00');
    expect(text(`charges-totals-kind-${chargeKinds[0]}-count`)).toBe('0');
    expect(
      document.querySelector('[data-testid="charges-totals"]')?.getAttribute('aria-busy'),
    ).toBe('false');
  });
});
