import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetailsInput, Result } from '../../../preload/contract/index.ts';
import { startApp, type TestApp } from '../../support/app.ts';
import { PAULISTA_ADDRESS } from '../../support/builders.ts';

// The owner's business details through the bridge: the real core, its settings file, and what
// comes back after a restart. Each refusal names its field and leaves what was stored as it was.

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const details: BusinessDetailsInput = {
  tradeName: 'Padaria Pão Quente',
  legalName: 'Pão Quente Comércio de Alimentos Ltda',
  document: '11.222.333/0001-81',
  address: { ...PAULISTA_ADDRESS, complement: 'Loja 2' },
  branch: '1234-5',
  phone: '(11) 3333-4444',
  email: 'contato@paoquente.com.br',
  logo: PNG,
};

const fieldKeys = (result: Result<unknown>) =>
  result.ok
    ? {}
    : Object.fromEntries(
        Object.entries(result.error.fields ?? {}).map(([path, m]) => [path, m[0]?.key]),
      );

let app: TestApp;
// Our own folder: the app is closed and started again on it.
const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-business-'));
beforeAll(async () => {
  app = await startApp({ userDataDir });
});
afterAll(async () => {
  await app?.close();
  rmSync(userDataDir, { recursive: true, force: true });
});

describe('business details', () => {
  it('are none at first, then saved whole, normalized, and kept across a restart', async () => {
    expect(await app.value('business:get', {})).toBeNull();
    const saved = await app.value('business:set', details);
    expect(saved).toEqual({
      ...details,
      document: '11222333000181',
      address: { ...details.address, zipCode: '01310100' },
      phone: '1133334444',
    });
    expect(await app.value('business:get', {})).toEqual(saved);

    const file = JSON.parse(readFileSync(join(app.userDataDir, 'settings.json'), 'utf8')) as {
      businessDetails: Record<string, unknown>;
    };
    expect(file.businessDetails['local-sandbox']).toEqual(saved);

    await app.close();
    app = await startApp({ userDataDir });
    expect(await app.value('business:get', {})).toEqual(saved);
  });

  it('refuses each field with its reason and keeps what was stored', async () => {
    const before = await app.value('business:set', details);
    const refusals: [Partial<BusinessDetailsInput>, Record<string, string>][] = [
      [{ legalName: '' }, { legalName: 'v.required' }],
      [{ legalName: 'x'.repeat(101) }, { legalName: 'v.too_long' }],
      [{ tradeName: 'x'.repeat(61) }, { tradeName: 'v.too_long' }],
      [{ document: '11.222.333/0001-80' }, { document: 'v.document.check_digits' }],
      [{ document: '111.111.111-11' }, { document: 'v.document.repeated' }],
      [{ address: { ...details.address, zipCode: '123' } }, { 'address.zipCode': 'v.zip' }],
      [
        { address: { ...details.address, publicPlace: '' } },
        { 'address.publicPlace': 'v.required' },
      ],
      [
        { address: { ...details.address, number: '12345678901' } },
        { 'address.number': 'v.too_long' },
      ],
      [
        { address: { ...details.address, neighborhood: '' } },
        { 'address.neighborhood': 'v.required' },
      ],
      [{ address: { ...details.address, city: 'x'.repeat(61) } }, { 'address.city': 'v.too_long' }],
      [
        { address: { ...details.address, complement: 'x'.repeat(61) } },
        { 'address.complement': 'v.too_long' },
      ],
      [{ address: { ...details.address, state: 'ZZ' as 'SP' } }, { 'address.state': 'v.uf' }],
      [{ phone: '12' }, { phone: 'v.phone.full' }],
      [{ branch: 'agência 1' }, { branch: 'v.branch' }],
      [{ email: 'not an address' }, { email: 'v.email' }],
      [
        { logo: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}` },
        { logo: 'v.logo.type' },
      ],
      [
        { logo: `data:image/png;base64,${Buffer.alloc(200 * 1024 + 1, 1).toString('base64')}` },
        { logo: 'v.logo.too_large' },
      ],
      [
        // An SVG renamed: the type says PNG, the bytes do not.
        { logo: `data:image/png;base64,${Buffer.from('<svg onload="x()"/>').toString('base64')}` },
        { logo: 'v.logo.content' },
      ],
    ];
    for (const [change, expected] of refusals) {
      const result = await app.call('business:set', { ...details, ...change });
      expect(result.ok, JSON.stringify(change).slice(0, 80)).toBe(false);
      expect(!result.ok && result.error.code).toBe('validation');
      expect(fieldKeys(result), JSON.stringify(change).slice(0, 80)).toEqual(expected);
      expect(await app.value('business:get', {})).toEqual(before);
    }
  });

  it('can be deleted: documents go back to the names the bank knows', async () => {
    await app.value('business:set', details);
    await app.value('business:clear', {});
    expect(await app.value('business:get', {})).toBeNull();
  });

  it('belong to the profile they were saved on, and leave with it when it is deleted', async () => {
    const local = await app.value('business:set', details);
    const other = await app.value('profiles:save', {
      name: 'Outra loja',
      kind: 'provider-sandbox',
      // Loopback, a closed port: the profile is never reached, only switched to.
      baseUrl: 'https://127.0.0.1:9',
      accountId: 'acc-other',
    });
    await app.value('profiles:activate', { id: other.id });
    expect(await app.value('business:get', {})).toBeNull();
    const theirs = await app.value('business:set', {
      ...details,
      legalName: 'Maria da Silva',
      document: '529.982.247-25',
      tradeName: null,
      logo: null,
    });
    expect(theirs.document).toBe('52998224725');

    await app.value('profiles:activate', { id: 'local-sandbox' });
    expect(await app.value('business:get', {})).toEqual(local);

    await app.value('profiles:delete', { id: other.id });
    const file = JSON.parse(readFileSync(join(userDataDir, 'settings.json'), 'utf8')) as {
      businessDetails: Record<string, unknown>;
    };
    expect(Object.keys(file.businessDetails)).toEqual(['local-sandbox']);
  });

  it('keep a logo of exactly 200 KB and a JPEG', async () => {
    const jpeg = Buffer.alloc(200 * 1024, 0);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    const saved = await app.value('business:set', {
      ...details,
      logo: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(saved.logo?.startsWith('data:image/jpeg;base64,/9j/')).toBe(true);
    expect((await app.value('business:set', { ...details, logo: null })).logo).toBeNull();
  });
});
