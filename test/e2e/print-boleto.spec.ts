import type { Page } from '@playwright/test';
import type { BoletoInput, BoletoView, PixCodeView } from '../../preload/contract/index.ts';
import { test, expect } from './app-fixture.ts';
import { dueInDays, PAULISTA_ADDRESS } from '../support/builders.ts';
import type { RunningWebApp } from '../support/web-app.ts';
import { printAndScan, printPageReady, type Scan } from './print-scan.ts';

// The print pages as a printer gets them: Chromium's own PDF of the page (the same
// engine as Electron's print), rasterized at 300 dpi like a scan of the paper, then read
// by zbar — the bar codes and QR codes must decode to exactly what the bank issued.

const boletoInput = (
  type: BoletoInput['type'],
  yourNumber: string,
  amountCents: number,
  dueInDaysCount: number,
): BoletoInput => ({
  type,
  yourNumber,
  dueDate: dueInDays(dueInDaysCount),
  amountCents,
  payer: {
    name: 'Mercadinho Boa Vista Ltda',
    document: '11.222.333/0001-81',
    address: PAULISTA_ADDRESS,
  },
  discount: { type: 'FIXED', bands: [{ date: dueInDays(dueInDaysCount - 5), amountCents: 1000 }] },
  lateFine: { type: 'PERCENTAGE', percent: 2 },
  latePayment: { type: 'PERCENTAGE_PER_MONTH', percent: 1 },
});

/** Opens a print page and waits until every bar code and QR image has been drawn. */
async function openPrintPage(page: Page, app: RunningWebApp, hash: string): Promise<void> {
  await page.goto(`${app.url}${hash}`);
  await printPageReady(page);
  // The app's own chrome is not part of the document.
  await expect(page.locator('.topbar')).toHaveCount(0);
  await expect(page.locator('.sidenav')).toHaveCount(0);
}

/** Chromium lays pages out on whole CSS pixels: a page is within a pixel of its size. */
function expectPageMm(scan: Scan, width: number, height: number): void {
  expect(Math.abs(scan.pageMm[0] - width), `page width ${scan.pageMm[0]} mm`).toBeLessThan(0.5);
  expect(Math.abs(scan.pageMm[1] - height), `page height ${scan.pageMm[1]} mm`).toBeLessThan(0.5);
}

test('a boleto with Pix prints on one A4 page whose bar code and QR code read back exactly', async ({
  page,
  app,
}) => {
  const boleto: BoletoView = await app.value('boletos:create', {
    ...boletoInput('BANKSLIP_PIX', 'PRT-0001', 123_456, 20),
  });
  expect(boleto.pixPayload).toBeTruthy();

  // Printing reads the cache: it works with the bank out of reach.
  await app.value('sandbox:set-running', { running: false });
  await openPrintPage(page, app, `#/print/boleto/${encodeURIComponent(boleto.correlationId)}`);
  await expect(page.getByTestId('bank-code').first()).toHaveText(`${boleto.barCode.slice(0, 3)}-7`);
  await expect(page.getByTestId('receipt-beneficiary')).toHaveText('Balcao Sandbox Ltda');
  await expect(page.getByTestId('boleto-slip')).toContainText(
    'Após o vencimento, multa de 2% e juros de 1% ao mês.',
  );
  await expect(page.getByTestId('pix-copy-paste')).toHaveText(boleto.pixPayload!);
  await expect(page.getByTestId('slip-guarantor')).toHaveText('Sacador/Avalista');
  await expect(page.getByTestId('slip-payer-details')).toContainText('CEP 01310-100');
  // Open: nothing across it, nothing to warn of.
  await expect(page.getByTestId('print-stamp')).toHaveCount(0);
  await expect(page.getByTestId('print-warning')).toHaveCount(0);

  const scan = await printAndScan(page, 'boleto');
  expect(scan.pages).toBe(1);
  expectPageMm(scan, 210, 297);
  expect(scan.barCodes).toEqual([[boleto.barCode]]);
  expect(scan.qrCodes).toEqual([[boleto.pixPayload]]);

  // Paid by Pix: the receipt names the payment and its end-to-end id.
  await app.value('sandbox:set-running', { running: true });
  const paid = await app.value('boletos:simulate-payment', {
    correlationId: boleto.correlationId,
    method: 'PIX',
  });
  const payment = paid.payments[0]!;
  expect(payment.endToEndId).toBeTruthy();
  await openPrintPage(
    page,
    app,
    `#/print/receipt/boleto/${encodeURIComponent(boleto.correlationId)}`,
  );
  await expect(page.getByTestId('receipt-paid-amount')).toHaveText(/1\.234,56/);
  await expect(page.getByTestId('receipt-e2e')).toHaveText(payment.endToEndId!);
  await expect(page.getByTestId('receipt-payer')).toContainText('Mercadinho Boa Vista Ltda');

  // The boleto itself, printed again once paid: marked PAGO across the page, and said so first.
  await openPrintPage(page, app, `#/print/boleto/${encodeURIComponent(boleto.correlationId)}`);
  await expect(page.getByTestId('print-stamp')).toHaveText('PAGO');
  await expect(page.getByTestId('print-warning')).toContainText('já foi paga');
});

test('a carnê prints three slips to an A4 page, every bar code readable', async ({ page, app }) => {
  const boletos: BoletoView[] = [];
  for (const [i, type] of (
    ['BANKSLIP', 'BANKSLIP_PIX', 'BANKSLIP', 'BANKSLIP'] as const
  ).entries()) {
    boletos.push(
      await app.value(
        'boletos:create',
        boletoInput(type, `CRN-000${i + 1}`, 10_000 + i, 30 + 30 * i),
      ),
    );
  }
  const ids = boletos.map((b) => encodeURIComponent(b.correlationId)).join(',');
  await openPrintPage(page, app, `#/print/carne?ids=${ids}`);
  await expect(page.getByTestId('carne-item')).toHaveCount(4);

  const scan = await printAndScan(page, 'carne');
  expect(scan.pages).toBe(2);
  expectPageMm(scan, 210, 297);
  // Three to the first page, in order; the fourth starts the next.
  expect(scan.barCodes[0]).toEqual(
    boletos
      .slice(0, 3)
      .map((b) => b.barCode)
      .sort(),
  );
  expect(scan.barCodes[1]).toEqual([boletos[3]!.barCode]);
  expect(scan.qrCodes[0]).toEqual([boletos[1]!.pixPayload]);
  expect(scan.qrCodes[1]).toEqual([]);
});

test('a carnê under the longest texts the forms accept prints the whole payer, a Sacador/Avalista line, and every bar code and QR code readable', async ({
  page,
  app,
}) => {
  // 100 characters of name (the form's limit), a full address, the longest "your number".
  const longName =
    'Floricultura Jardim das Flores Comércio de Plantas Ornamentais e Arranjos Florais Eireli ME Filial'.padEnd(
      100,
      'X',
    );
  expect(longName.length).toBe(100);
  const longestAddress = {
    zipCode: '01310-100',
    publicPlace: 'Avenida Brigadeiro Faria Lima, Conjunto Empresarial Torre Norte Bloco B'.padEnd(
      100,
      '.',
    ),
    neighborhood: 'Jardim Paulistano e Pinheiros Região Oeste da Capital'.padEnd(60, '.'),
    number: '1234567890',
    complement: 'Sala 2201 a 2210, entrada pela rua lateral, ao lado do estacionamento'.slice(
      0,
      60,
    ),
    city: 'São José dos Campos do Interior Paulista Região Metropolitana'.slice(0, 60),
    state: 'SP' as const,
  };
  // The business as long as Settings takes it: its name and address head every slip.
  await app.value('business:set', {
    tradeName: 'Floricultura Jardim das Flores Comércio de Plantas'.padEnd(60, 'Y'),
    legalName: longName.replace('Filial', 'Matriz'),
    document: '11.222.333/0001-81',
    address: longestAddress,
    branch: '12345-6',
    phone: '(11) 3333-4444',
    email: 'financeiro@exemplo.com.br',
  });
  const boletos: BoletoView[] = [];
  for (let i = 0; i < 3; i++) {
    const input = boletoInput(
      i < 2 ? 'BANKSLIP_PIX' : 'BANKSLIP',
      `LONG-NOME-00${i + 1}`,
      25_000 + i,
      30 + 30 * i,
    );
    input.payer = { ...input.payer, name: longName, address: longestAddress };
    boletos.push(await app.value('boletos:create', input));
  }
  const ids = boletos.map((b) => encodeURIComponent(b.correlationId)).join(',');
  await openPrintPage(page, app, `#/print/carne?ids=${ids}`);
  await expect(page.getByTestId('carne-item')).toHaveCount(3);

  // On every slip the payer's box wraps like the single boleto's: the whole name and address,
  // city, UF and CEP included, nothing cut with an ellipsis nor clipped above the bar code;
  // and it ends with the Sacador/Avalista line of FEBRABAN's layout.
  const slips = page.getByTestId('boleto-slip');
  await expect(slips).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const slip = slips.nth(i);
    await expect(slip.getByTestId('slip-payer')).toHaveText(longName);
    // The whole address line the app holds, its end (UF and CEP) included.
    const address = boletos[i]!.payer.address!;
    expect(address).toMatch(/ - SP, CEP 01310-100$/);
    await expect(slip.getByTestId('slip-payer-details')).toContainText(address);
    await expect(slip.getByTestId('slip-guarantor')).toHaveText('Sacador/Avalista');
    const fits = await slip.evaluate((element) => {
      const boxes = element.querySelector('[data-testid="slip-boxes"]')!.getBoundingClientRect();
      const payer = element.querySelector('[data-testid="slip-payer-box"]')!;
      const lines = [...payer.children] as HTMLElement[];
      return {
        // Nothing of the payer's box below the boxes' frame, which clips what overflows.
        inside: lines.every((line) => line.getBoundingClientRect().bottom <= boxes.bottom + 0.5),
        // No line runs wider than its box (what an ellipsis would hide).
        whole: lines.every((line) => line.scrollWidth <= line.clientWidth + 1),
      };
    });
    expect(fits, `slip ${i + 1}`).toEqual({ inside: true, whole: true });
  }

  const scan = await printAndScan(page, 'carne-long');
  expect(scan.pages).toBe(1);
  // Every bar code and every QR code on the page reads back exactly.
  expect(scan.barCodes[0]).toEqual(boletos.map((b) => b.barCode).sort());
  expect(scan.qrCodes[0]?.sort()).toEqual(
    boletos
      .map((b) => b.pixPayload)
      .filter((payload) => payload !== null)
      .sort(),
  );
});

test('a Pix QR card prints on A6 and on A4 with a QR that reads back the payload, and a paid Pix its receipt', async ({
  page,
  app,
}) => {
  const code: PixCodeView = await app.value('pix:create-immediate', {
    amountCents: 4_990,
    description: 'Pedido 123',
  });
  const cardHash = (size: 'A6' | 'A4') =>
    `#/print/pix-card/${encodeURIComponent(code.correlationId)}?size=${size}`;

  await openPrintPage(page, app, cardHash('A6'));
  await expect(page.getByTestId('pix-card-amount')).toHaveText(/49,90/);
  await expect(page.getByTestId('pix-copy-paste')).toHaveText(code.payloadPix);
  const a6 = await printAndScan(page, 'pix-a6');
  expect(a6.pages).toBe(1);
  expectPageMm(a6, 105, 148);
  expect(a6.qrCodes).toEqual([[code.payloadPix]]);

  await openPrintPage(page, app, cardHash('A4'));
  const a4 = await printAndScan(page, 'pix-a4');
  expect(a4.pages).toBe(1);
  expectPageMm(a4, 210, 297);
  expect(a4.qrCodes).toEqual([[code.payloadPix]]);

  // Paid: the bank reads an immediate code back as concluded, without the payment's details.
  await app.value('pix:simulate-payment', { correlationId: code.correlationId });
  await openPrintPage(page, app, `#/print/receipt/pix/${encodeURIComponent(code.correlationId)}`);
  await expect(page.getByTestId('receipt-paid-amount')).toHaveText(/49,90/);
  // The bank's PIX_RECEIVED event (the local sandbox delivers it) names the payment's
  // end-to-end id, which no read of an immediate code carries.
  await expect(page.getByTestId('receipt-e2e')).toHaveText(/^E[0-9A-Za-z]{31}$/);

  // A due-date code comes back with its payment: the receipt names its end-to-end id.
  const due: PixCodeView = await app.value('pix:create-due-date', {
    amountCents: 25_000,
    dueDate: dueInDays(10),
    payer: { name: 'Ana Souza', document: '529.982.247-25' },
    address: { cityName: 'São Paulo', zipCode: '01310-100', state: 'SP' },
  });
  const paid = await app.value('pix:simulate-payment', { correlationId: due.correlationId });
  expect(paid.payment?.endToEndId).toBeTruthy();
  await openPrintPage(page, app, `#/print/receipt/pix/${encodeURIComponent(due.correlationId)}`);
  await expect(page.getByTestId('receipt-paid-amount')).toHaveText(/250,00/);
  await expect(page.getByTestId('receipt-e2e')).toHaveText(paid.payment!.endToEndId);
});
