// The Electron shell's security decisions, as plain functions (no `electron` import) so unit
// tests cover them: which development server may be loaded, where a window may navigate or
// be redirected, and which links leave for the system's browser or mail client.

/**
 * Hosts the app links to and may open in the system browser. Anything else a page asks to
 * open (a link in a description the bank echoed back, a redirect) stays closed.
 */
export const EXTERNAL_HOSTS: readonly string[] = [
  'www.bcb.gov.br', // Banco Central: Pix rules
  'www.gov.br', // Receita Federal: CPF/CNPJ
  'github.com', // the project's page
  'wa.me', // WhatsApp: a charge sent to the customer
];

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * `scheme://host[:port]` of a URL that has a host, else null. Node's `URL.origin` is "null"
 * for schemes it does not know as special — our own `app://balcao` among them — so comparing
 * `origin`s would refuse our own page or, compared loosely, accept any such URL.
 */
export function originOf(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The Vite development server to load instead of the packaged renderer: only when the app is
 * not packaged, and only on this computer. A packaged app ignores `VITE_DEV_SERVER_URL`:
 * whoever could set it would otherwise load a page of their choice with the whole bridge
 * (API keys, certificates, payments) at hand.
 */
export function devServerUrlFor(options: {
  isPackaged: boolean;
  env: Readonly<Record<string, string | undefined>>;
}): string | null {
  if (options.isPackaged) return null;
  const raw = options.env['VITE_DEV_SERVER_URL'];
  if (!raw) return null;
  const url = parse(raw);
  if (!url || url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) return null;
  return url.href;
}

/** The origins whose main frame may call the bridge: ours, plus the dev server in development. */
export function trustedOrigins(appOrigin: string, devServerUrl: string | null): Set<string> {
  const dev = devServerUrl ? originOf(devServerUrl) : null;
  return new Set([appOrigin, ...(dev ? [dev] : [])]);
}

/**
 * Whether a page may use a browser permission: desktop notifications (a received payment) for
 * our own page only, and nothing else (camera, location, clipboard, …) for anyone.
 */
export function mayUsePermission(permission: string, requestingUrl: string, appOrigin: string) {
  return permission === 'notifications' && originOf(requestingUrl) === appOrigin;
}

/** Whether a window may navigate, or be redirected, to `url`: only within `allowedOrigin`. */
export function mayNavigate(url: string, allowedOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === allowedOrigin;
}

/**
 * Whether `url` may be handed to the system (`shell.openExternal`): `mailto:` one address or none, and
 * `https:` pages on `EXTERNAL_HOSTS` without credentials in the URL. Never `file:`, custom
 * schemes, plain http or any other host.
 */
export function mayOpenExternally(url: string, hosts: readonly string[] = EXTERNAL_HOSTS): boolean {
  const target = parse(url);
  if (!target) return false;
  if (target.protocol === 'mailto:') {
    // A charge sent by e-mail may name no address yet (the mail program asks for it).
    if (target.pathname === '') return target.search !== '';
    return /^[^@\s/]+@[^@\s/]+$/.test(target.pathname);
  }
  return (
    target.protocol === 'https:' &&
    target.username === '' &&
    target.password === '' &&
    (target.port === '' || target.port === '443') &&
    hosts.includes(target.hostname)
  );
}
