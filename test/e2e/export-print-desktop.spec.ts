import type { BoletoInput, InputOf } from '../../preload/contract/index.ts';
import { operations } from '../../preload/contract/index.ts';
import { test, expect } from './app-fixture.ts';
import { dueInDays, PAULISTA_ADDRESS } from '../support/builders.ts';

// The desktop's way of printing, without Electron: the page gets a stand-in for the preload
// bridge that forwards every call to the web transport's server, says the transport is
// `electron`, and records the `print:render` calls instead of opening a print dialog.

const boleto = (yourNumber: string, days: number): BoletoInput => ({
  type: 'BANKSLIP',
  yourNumber,
  dueDate: dueInDays(days),
  amountCents: 7_700 + days,
  payer: {
    name: 'Mercearia Cajazeira',
    document: '153.509.460-56',
    address: PAULISTA_ADDRESS,
  },
});

type PrintCall = InputOf<'print:render'>;

declare global {
  interface Window {
    printCalls?: PrintCall[];
  }
}

test('on the desktop the print buttons send the page to the printer or to a PDF', async ({
  page,
  app,
}) => {
  const first = await app.value('boletos:create', boleto('DSK-1', 30));
  const second = await app.value('boletos:create', boleto('DSK-2', 15));

  await page.addInitScript(() => {
    const token = new URL(location.href).searchParams.get('token') ?? '';
    let source: EventSource | undefined;
    window.printCalls = [];
    window.balcao = {
      async invoke(channel, input) {
        if (channel === 'print:render') {
          const call = input as PrintCall;
          window.printCalls!.push(call);
          const path = call.target === 'pdf' ? `/home/caixa/${call.suggestedName}` : null;
          return { ok: true, value: { path } };
        }
        const response = await fetch('/api/invoke', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-balcao-token': token },
          body: JSON.stringify({ channel, input: input ?? {} }),
        });
        const body = (await response.json()) as { ok: boolean; value?: { transport?: string } };
        if (channel === 'app:get-info' && body.ok && body.value) body.value.transport = 'electron';
        return body;
      },
      // One stream for all events, as the web transport keeps: a browser holds only six
      // connections to a server, and calls would queue behind more streams.
      on(event, listener) {
        source ??= new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
        const forward = (m: Event) => listener(JSON.parse((m as MessageEvent<string>).data));
        source.addEventListener(event, forward);
        return () => source?.removeEventListener(event, forward);
      },
    };
  });
  const calls = () => page.evaluate(() => window.printCalls ?? []);

  await page.goto(`${app.url}#/boletos/${encodeURIComponent(first.correlationId)}`);
  const choice = page.getByTestId('print-choice').first();
  await expect(choice.getByTestId('print-to-pdf')).toBeVisible();
  await expect(page.getByTestId('print-open')).toHaveCount(0);

  await choice.getByTestId('print-to-pdf').click();
  await expect(page.getByTestId('notices')).toContainText(
    'PDF salvo em /home/caixa/boleto-DSK-1.pdf',
  );
  await choice.getByTestId('print-to-printer').click();

  // The payer's carnê: their pending boletos, earliest due first.
  await page.getByTestId('carne-payer').getByTestId('print-to-printer').click();
  await expect.poll(async () => (await calls()).length).toBe(3);

  const [pdf, printer, carne] = await calls();
  const route = `#/print/boleto/${encodeURIComponent(first.correlationId)}`;
  expect(pdf).toEqual({ route, target: 'pdf', suggestedName: 'boleto-DSK-1.pdf' });
  expect(printer).toMatchObject({ route, target: 'printer' });
  expect(carne!.route).toBe(
    `#/print/carne?ids=${[second, first].map((b) => encodeURIComponent(b.correlationId)).join(',')}`,
  );

  // The report is read on screen first; its toolbar saves it as a PDF.
  await page.getByTestId('nav-charges').click();
  await page.getByTestId('report-open').click();
  await expect(page.getByTestId('report-page')).toBeVisible();
  await page.getByTestId('print-save-pdf').click();
  await expect.poll(async () => (await calls()).length).toBe(4);
  const report = (await calls())[3]!;
  expect(report.route).toMatch(/^#\/print\/report\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  expect(report.target).toBe('pdf');

  // Every route is one main accepts.
  for (const call of [pdf, printer, carne, report]) {
    expect(operations['print:render'].input.safeParse(call).success).toBe(true);
  }
});
