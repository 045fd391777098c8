import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  devServerUrlFor,
  mayNavigate,
  mayOpenExternally,
  mayUsePermission,
  originOf,
  trustedOrigins,
} from '../../../main/electron/security-policy.ts';

// The Electron shell's decisions, tested without an Electron binary; main/electron/window.ts,
// printer.ts and ipc-transport.ts only wire them.

const APP = 'app://balcao';

describe('the development server', () => {
  const env = { VITE_DEV_SERVER_URL: 'http://localhost:5173/' };

  it('is ignored by a packaged app', () => {
    expect(devServerUrlFor({ isPackaged: true, env })).toBeNull();
    expect(trustedOrigins(APP, devServerUrlFor({ isPackaged: true, env }))).toEqual(new Set([APP]));
  });

  it('is used in development, on this computer only, and joins the trusted origins then', () => {
    const url = devServerUrlFor({ isPackaged: false, env });
    expect(url).toBe('http://localhost:5173/');
    expect(trustedOrigins(APP, url)).toEqual(new Set([APP, 'http://localhost:5173']));
    for (const remote of [
      'https://evil.example',
      'http://10.0.0.2:5173',
      'file:///tmp/x.html',
      'nonsense',
    ]) {
      expect(
        devServerUrlFor({ isPackaged: false, env: { VITE_DEV_SERVER_URL: remote } }),
      ).toBeNull();
    }
    expect(devServerUrlFor({ isPackaged: false, env: {} })).toBeNull();
  });
});

describe('navigation and redirects', () => {
  it("know our own app:// origin, which Node's URL calls null", () => {
    expect(new URL('app://balcao/index.html').origin).toBe('null');
    expect(originOf('app://balcao/index.html')).toBe(APP);
    expect(trustedOrigins(APP, null).has(originOf('app://evil/index.html')!)).toBe(false);
  });

  it('stay within the allowed origin', () => {
    expect(mayNavigate('app://balcao/index.html#/boletos', APP)).toBe(true);
    expect(mayNavigate('https://evil.example/', APP)).toBe(false);
    expect(mayNavigate('app://balcao.evil/', APP)).toBe(false);
    expect(mayNavigate('file:///etc/passwd', APP)).toBe(false);
    expect(mayNavigate('not a url', APP)).toBe(false);
  });
});

describe('links opened by the system', () => {
  it.each([
    'https://www.bcb.gov.br/estabilidadefinanceira/pix',
    'https://github.com/balcao',
    'mailto:suporte@exemplo.com.br',
    'mailto:?subject=Boleto&body=Linha%20digit%C3%A1vel',
    'https://wa.me/5511999998888?text=Ol%C3%A1',
    'https://wa.me/?text=Ol%C3%A1',
  ])('opens %s', (url) => expect(mayOpenExternally(url)).toBe(true));

  it.each([
    'https://evil.example/',
    'http://www.bcb.gov.br/',
    'https://user:pass@github.com/',
    'https://github.com:8443/',
    'https://www.bcb.gov.br.evil.example/',
    'file:///C:/Windows/System32/calc.exe',
    'smb://server/share',
    'ms-msdt:/id',
    'javascript:alert(1)',
    'mailto:',
    'mailto:a@b@c',
    'https://wa.me.evil.example/',
    'not a url',
  ])('refuses %s', (url) => expect(mayOpenExternally(url)).toBe(false));
});

describe('electron-builder.yml', () => {
  it('flips the security fuses in the packaged binary', () => {
    const text = readFileSync(join(import.meta.dirname, '../../../electron-builder.yml'), 'utf8');
    const block = /^electronFuses:\n((?: {2}.*\n?)+)/m.exec(text)?.[1] ?? '';
    const fuses = Object.fromEntries(
      block
        .split('\n')
        .map((line) => /^ {2}(\w+): (true|false)/.exec(line))
        .filter((m) => m !== null)
        .map((m) => [m[1], m[2] === 'true']),
    );
    expect(fuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
  });
});

describe('browser permissions', () => {
  it('allow desktop notifications to our own page, and nothing else to anyone', () => {
    expect(mayUsePermission('notifications', `${APP}/index.html`, APP)).toBe(true);
    expect(mayUsePermission('notifications', APP, APP)).toBe(true);
    expect(mayUsePermission('notifications', 'https://evil.example/', APP)).toBe(false);
    for (const other of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'midi']) {
      expect(mayUsePermission(other, `${APP}/index.html`, APP)).toBe(false);
    }
  });
});
