import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { BoletoInput, BoletoView, PixCodeView } from '../../preload/contract/index.ts';
import { test, expect } from './app-fixture.ts';
import { dueInDays } from '../support/builders.ts';
import type { RunningWebApp } from '../support/web-app.ts';
import { printAndScan, printPageReady } from './print-scan.ts';

// The owner's business details, typed in Settings with the keyboard alone at the longest the
// form accepts, then printed on every document: the boleto's beneficiary (legal name, CNPJ,
// address), the carnê, the Pix card (trade name and logo), the receipt and the report. Every
// bar code and QR code on every page must still read back exactly what the bank issued.

const LEGAL_NAME =
  'Floricultura Jardim das Flores Comércio de Plantas Ornamentais e Arranjos Florais Eireli ME'.padEnd(
    100,
    'X',
  );
const TRADE_NAME = 'Floricultura Jardim das Flores — Plantas, Vasos e Arranjos'.padEnd(60, '!');
const CNPJ = '11.222.333/0001-81';
const STREET = 'Avenida Brigadeiro Faria Lima, Conjunto Empresarial Torre Norte Bloco B'.padEnd(
  100,
  '.',
);
const NUMBER = '1234567890';
const COMPLEMENT = 'Sala 2201 a 2210, entrada pela rua lateral, ao lado do estac'.slice(0, 60);
const NEIGHBOURHOOD = 'Jardim Paulistano e Pinheiros Região Oeste da Capital'.padEnd(60, '.');
const CITY = 'São José dos Campos do Interior Paulista Região Metropolitana'.slice(0, 60);

/** A 240×80 PNG: a dark band on a light ground, drawn here so the test needs no files. */
function logoPng(): Buffer {
  const width = 240;
  const height = 80;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const dark = y > 20 && y < 60 && x > 20 && x < 220;
      row.fill(dark ? 0x20 : 0xe0, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const boletoInput = (yourNumber: string, amountCents: number, due: number): BoletoInput => ({
  type: 'BANKSLIP_PIX',
  yourNumber,
  dueDate: dueInDays(due),
  amountCents,
  payer: {
    name: 'Mercadinho Boa Vista Comércio de Secos e Molhados do Bairro Alto Ltda'.padEnd(100, 'Y'),
    document: '529.982.247-25',
    address: {
      zipCode: '01310-100',
      publicPlace: 'Avenida Paulista'.padEnd(100, '.'),
      neighborhood: 'Bela Vista'.padEnd(60, '.'),
      number: '1000',
      complement: 'Conjunto 1'.padEnd(60, '.'),
      city: 'São Paulo'.padEnd(60, '.'),
      state: 'SP',
    },
  },
});

async function openPrintPage(page: Page, app: RunningWebApp, hash: string): Promise<void> {
  await page.goto(`${app.url}${hash}`);
  await printPageReady(page);
}

/** Types into the focused field, then moves on with Tab, checking where the focus lands. */
async function typeAndTab(page: Page, testid: string, text: string): Promise<void> {
  await expect(page.getByTestId(testid)).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

async function fillBusinessDetailsByKeyboard(page: Page, app: RunningWebApp): Promise<void> {
  await page.goto(`${app.url}#/settings`);
  const panel = page.getByTestId('business-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Dados da empresa' })).toBeVisible();
  await page.getByTestId('input-legalName').focus();
  await typeAndTab(page, 'input-legalName', LEGAL_NAME);
  await typeAndTab(page, 'input-document', CNPJ.replace(/\D/g, ''));
  await typeAndTab(page, 'input-tradeName', TRADE_NAME);
  await typeAndTab(page, 'input-branch', '1234-5');
  await typeAndTab(page, 'input-address.zipCode', '01452000');
  await typeAndTab(page, 'input-address.publicPlace', STREET);
  await typeAndTab(page, 'input-address.number', NUMBER);
  await typeAndTab(page, 'input-address.complement', COMPLEMENT);
  await typeAndTab(page, 'input-address.neighborhood', NEIGHBOURHOOD);
  await typeAndTab(page, 'input-address.city', CITY);
  // A select takes its option from the letters typed.
  await expect(page.getByTestId('input-address.state')).toBeFocused();
  await page.keyboard.type('SP');
  await expect(page.getByTestId('input-address.state')).toHaveValue('SP');
  await page.keyboard.press('Tab');
  await typeAndTab(page, 'input-phone', '11 3333-4444');
  await expect(page.getByTestId('input-email')).toBeFocused();
  await page.keyboard.type('contato@jardimdasflores.com.br');
  // The logo comes from a file the owner picks (the dialog is the system's).
  await page.getByTestId('input-logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logoPng(),
  });
  await expect(page.getByTestId('business-logo-preview')).toBeVisible();
  await page.getByTestId('input-email').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dados da empresa salvos.')).toBeVisible();
  await expect(page.getByTestId('input-document')).toHaveValue(CNPJ);
}

test('business details typed in Settings print on the boleto, the carnê and the Pix card, every symbol still readable', async ({
  page,
  app,
}) => {
  // Three documents printed to PDF, rasterized and scanned: minutes on a busy 2-core machine.
  test.setTimeout(180_000);
  await fillBusinessDetailsByKeyboard(page, app);
  const stored = await app.value('business:get', {});
  expect(stored).toMatchObject({ legalName: LEGAL_NAME, document: '11222333000181' });

  // The boleto: the legal name and CNPJ in both beneficiary cells, the address on the slip.
  const boleto: BoletoView = await app.value('boletos:create', boletoInput('EMP-0001', 87_654, 20));
  await openPrintPage(page, app, `#/print/boleto/${encodeURIComponent(boleto.correlationId)}`);
  await expect(page.getByTestId('business-hint')).toHaveCount(0);
  await expect(page.getByTestId('receipt-beneficiary')).toHaveText(`${LEGAL_NAME} — CNPJ: ${CNPJ}`);
  expect((await printAndScan(page, 'business-receipt')).pages).toBe(1);
  await expect(page.getByTestId('slip-beneficiary')).toHaveText(`${LEGAL_NAME} — CNPJ: ${CNPJ}`);
  await expect(page.getByTestId('slip-beneficiary-address')).toContainText(
    `${STREET}, ${NUMBER}, ${COMPLEMENT}`,
  );
  await expect(page.getByTestId('slip-beneficiary-address')).toContainText(
    `${CITY}/SP — CEP 01452-000`,
  );
  await expect(page.getByTestId('receipt-beneficiary-address')).toContainText(NEIGHBOURHOOD);
  // "Agência/Código do beneficiário": the branch the owner gave, then the account.
  await expect(page.getByTestId('slip-beneficiary-code')).toHaveText(
    `1234-5/${(await app.value('app:get-info', {})).profiles[0]!.accountId}`,
  );
  const boletoScan = await printAndScan(page, 'business-boleto');
  expect(boletoScan.pages).toBe(1);
  expect(boletoScan.barCodes).toEqual([[boleto.barCode]]);
  expect(boletoScan.qrCodes).toEqual([[boleto.pixPayload]]);

  // The carnê: three to a page, the stubs name the beneficiary and its CNPJ.
  const boletos = [boleto];
  for (let i = 2; i <= 3; i++) {
    boletos.push(await app.value('boletos:create', boletoInput(`EMP-000${i}`, 10_000 + i, 30 * i)));
  }
  const ids = boletos.map((b) => encodeURIComponent(b.correlationId)).join(',');
  await openPrintPage(page, app, `#/print/carne?ids=${ids}`);
  await expect(page.getByTestId('carne-item')).toHaveCount(3);
  await expect(page.getByTestId('carne-stub').first()).toContainText(CNPJ);
  // On the carnê's narrower slip the CNPJ starts its own line: a long name never hides it.
  await expect(page.getByTestId('slip-beneficiary-document').first()).toHaveText(
    new RegExp(`^CNPJ: ${CNPJ.replace(/[./]/g, '\\$&')} — `),
  );
  // The stub's beneficiary is inside its box, not cut off by the QR code below it.
  const clipped = await page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid="stub-beneficiary"]')].filter((line) => {
        const box = line.closest('.cell')!.getBoundingClientRect();
        const cells = line.closest('.cells')!.getBoundingClientRect();
        return box.bottom > cells.bottom + 0.5;
      }).length,
  );
  expect(clipped).toBe(0);
  const carneScan = await printAndScan(page, 'business-carne');
  expect(carneScan.pages).toBe(1);
  expect(carneScan.barCodes[0]).toEqual(boletos.map((b) => b.barCode).sort());
  // Each slip's Pix QR is on its stub: three symbols, each read back exactly.
  expect(carneScan.qrCodes[0]).toEqual(boletos.map((b) => b.pixPayload).sort());

  // The Pix card: the trade name, the logo and the CNPJ, on A6 and A4.
  const code: PixCodeView = await app.value('pix:create-immediate', {
    amountCents: 4_990,
    description: 'Pedido 123',
  });
  for (const size of ['A6', 'A4'] as const) {
    await openPrintPage(
      page,
      app,
      `#/print/pix-card/${encodeURIComponent(code.correlationId)}?size=${size}`,
    );
    await expect(page.getByTestId('pix-card-business')).toHaveText(TRADE_NAME);
    await expect(page.getByTestId('pix-card-document')).toHaveText(`CNPJ: ${CNPJ}`);
    await expect(page.getByTestId('pix-card-logo')).toBeVisible();
    const scan = await printAndScan(page, `business-pix-${size}`);
    expect(scan.pages).toBe(1);
    expect(scan.qrCodes).toEqual([[code.payloadPix]]);
  }

  // The receipt and the report carry the business's letterhead.
  await app.value('boletos:simulate-payment', {
    correlationId: boleto.correlationId,
    method: 'PIX',
  });
  await openPrintPage(
    page,
    app,
    `#/print/receipt/boleto/${encodeURIComponent(boleto.correlationId)}`,
  );
  await expect(page.getByTestId('business-header')).toContainText(TRADE_NAME);
  await expect(page.getByTestId('business-header')).toContainText(`CNPJ: ${CNPJ}`);
  await expect(page.getByTestId('receipt-beneficiary')).toHaveText(`${LEGAL_NAME} — CNPJ: ${CNPJ}`);
  expect((await printAndScan(page, 'business-receipt')).pages).toBe(1);
  const from = dueInDays(0);
  const to = dueInDays(120);
  await openPrintPage(page, app, `#/print/report?from=${from}&to=${to}`);
  await expect(page.getByTestId('report-business')).toContainText(`${LEGAL_NAME} — CNPJ: ${CNPJ}`);
  expect((await printAndScan(page, 'business-report')).pages).toBe(1);
});

test('without business details the documents keep the bank’s name and hint, on screen only, at Settings', async ({
  page,
  app,
}) => {
  const code: PixCodeView = await app.value('pix:create-immediate', { amountCents: 1_500 });
  await openPrintPage(
    page,
    app,
    `#/print/pix-card/${encodeURIComponent(code.correlationId)}?size=A6`,
  );
  await expect(page.getByTestId('pix-card-business')).toHaveText('Balcao Sandbox Ltda');
  await expect(page.getByTestId('business-hint')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('business-hint')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  // The hint's link is reachable from the keyboard and leads to the business details.
  await page.getByTestId('business-hint-link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('business-panel')).toBeVisible();
});

test('a refused field says why, in place, and nothing is saved', async ({ page, app }) => {
  await page.goto(`${app.url}#/settings`);
  await page.getByTestId('input-legalName').focus();
  await page.keyboard.type('Padaria Pão Quente Ltda');
  await page.keyboard.press('Tab');
  await page.keyboard.type('11222333000180');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('error-f-document')).toHaveText(
    'O CPF/CNPJ não confere — verifique os dígitos.',
  );
  await expect(page.getByTestId('error-f-address-zipCode')).not.toBeEmpty();
  // An SVG is refused on the logo field.
  await page.getByTestId('input-logo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByTestId('error-f-logo')).toHaveText(
    'Escolha uma imagem PNG ou JPEG (SVG não é aceito).',
  );
  expect(await app.value('business:get', {})).toBeNull();
});
