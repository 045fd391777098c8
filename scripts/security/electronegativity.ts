// Electronegativity (Doyensec) over the Electron sources and the built bundle, offline and
// deterministic, gated on its finding count: it exits 0 whatever it finds, so this script
// counts the findings and fails on any that is not accepted below with its reason.
//
//   node scripts/security/electronegativity.ts [--build] [--json FILE]
//
// Offline: its CLI fetches translations from GitHub at start, and one check
// (AvailableSecurityFixesGlobalCheck) fetches Electron's release list. Here the translations
// come from the package's own en-US file (the fetching module is replaced before the runner
// loads it) and that check is excluded: nothing leaves the machine, and two runs agree.
// It reads .js/.ts/.html but skips .svelte and .mjs, so the built output (`vite build` →
// dist-electron/, dist/) is scanned as well as the sources.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const require = createRequire(import.meta.url);

interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  severity: { name: string };
  confidence: { name: string };
  manualReview: boolean;
  description: string;
}

/**
 * Findings reviewed and accepted, by check id and file (relative to the scanned folder's
 * parent). Anything else fails the gate.
 */
const accepted: { id: string; file: RegExp; reason: string }[] = [
  {
    id: 'CSP_GLOBAL_CHECK',
    file: /^N\/A$/,
    reason:
      'the CSP is a response header of the app:// protocol (main/electron/protocol.ts) and of the web transport (asserted at run time by test/security/web-transport-policy.test.ts); Electronegativity only sees <meta> tags and onHeadersReceived',
  },
  {
    id: 'CSP_GLOBAL_CHECK',
    file: /^dist\/renderer\/index\.html$/,
    reason:
      "style-src 'unsafe-inline' only (Svelte style attributes); script-src stays 'self', object-src 'none'",
  },
  {
    id: 'AUXCLICK_JS_CHECK',
    file: /^main\/electron\/(window|printer)\.ts$/,
    reason:
      'a middle click can only navigate or open a window, and both are refused by will-navigate and setWindowOpenHandler (deny) on every window',
  },
  {
    id: 'PRELOAD_JS_CHECK',
    file: /^main\/electron\/(window|printer)\.ts$/,
    reason:
      "reviewed: preload/index.ts exposes invoke/on for the contract's allow-listed channels only, through contextBridge, with contextIsolation and sandbox on",
  },
  {
    id: 'OPEN_EXTERNAL_JS_CHECK',
    file: /^main\/electron\/window\.ts$/,
    reason:
      'gated by ESLint instead: electron-security/no-open-external-with-dynamic-url fails unless the URL comes from the external-link allow-list',
  },
];

/**
 * Global checks that see the whole program: on the minified bundles they cannot follow the
 * calls, so they are trusted there only when the sources scan did not report them.
 */
const GLOBAL_ON_BUNDLES = [
  'LIMIT_NAVIGATION_GLOBAL_CHECK',
  'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK',
];

function offlineTranslations(): void {
  const dist = dirname(require.resolve('@doyensec/electronegativity/dist/runner.js'));
  const i18nModule = join(dist, 'locales', 'i18n.js');
  const pkgRequire = createRequire(i18nModule);
  const i18n = pkgRequire('i18n') as {
    configure(options: object): void;
    setLocale(locale: string): void;
  };
  const local = async () => {
    i18n.configure({
      locales: ['en-US'],
      defaultLocale: 'en-US',
      directory: join(dist, 'locales'),
      updateFiles: false,
      objectNotation: true,
      retryInDefaultLocale: true,
      register: global,
    });
    i18n.setLocale('en-US');
  };
  const cached = new (
    require('node:module') as { Module: new (id: string) => NodeJS.Module }
  ).Module(i18nModule);
  cached.filename = i18nModule;
  cached.loaded = true;
  cached.exports = Object.assign(local, { default: local });
  require.cache[i18nModule] = cached;
}

async function scan(input: string, electronVersion: string): Promise<Issue[]> {
  const run = require('@doyensec/electronegativity/dist/runner.js') as (
    options: object,
    forCli: boolean,
  ) => Promise<{ issues: Issue[]; errors: unknown[] }>;
  const result = await run(
    {
      input,
      excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
      electronVersionOverride: electronVersion,
      isRelative: false,
      isVerbose: false,
      customScan: [],
      parserPlugins: [],
    },
    false,
  );
  return result.issues;
}

if (args.includes('--build')) {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const built = spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('vite build failed: the built output cannot be scanned');
    process.exit(1);
  }
}

offlineTranslations();
const electronVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

// The sources in one tree (the shell and the preload script together, as the global checks
// need them), then the built bundles.
const sources = mkdtempSync(join(tmpdir(), 'balcao-electronegativity-'));
for (const folder of ['main', 'preload'])
  cpSync(join(root, folder), join(sources, folder), { recursive: true });
const inputs: [string, string][] = [
  ['sources (main, preload)', sources],
  ...['dist-electron', 'dist']
    .filter((folder) => existsSync(join(root, folder)))
    .map((folder): [string, string] => [folder, join(root, folder)]),
];
const findings: (Issue & { input: string; accepted?: string })[] = [];
try {
  for (const [name, folder] of inputs) {
    for (const issue of await scan(folder, electronVersion)) {
      const file = issue.file.startsWith(sources)
        ? relative(sources, issue.file)
        : relative(root, issue.file);
      const reason =
        accepted.find((a) => a.id === issue.id && a.file.test(file))?.reason ??
        (folder !== sources &&
        GLOBAL_ON_BUNDLES.includes(issue.id) &&
        !findings.some((f) => f.id === issue.id && f.input === inputs[0]![0])
          ? 'a whole-program check on a minified bundle; it passes on the sources'
          : undefined);
      findings.push({ ...issue, file, input: name, ...(reason ? { accepted: reason } : {}) });
    }
  }
} finally {
  rmSync(sources, { recursive: true, force: true });
}

const open = findings.filter((f) => !f.accepted);
for (const f of findings) {
  console.log(
    `${f.accepted ? 'accepted' : 'FINDING '} [${f.input}] ${f.id} ${f.severity.name}/${f.confidence.name} ${f.file}:${f.location.line}:${f.location.column}${f.accepted ? ` — ${f.accepted}` : ''}`,
  );
}
console.log(
  `electronegativity: scanned ${inputs.map(([name]) => name).join(', ')} (Electron ${electronVersion}): ${findings.length} findings, ${open.length} not accepted`,
);

const jsonAt = args.indexOf('--json');
const out =
  jsonAt === -1
    ? join(root, 'test-results', 'security', 'electronegativity.json')
    : args[jsonAt + 1]!;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      electron: electronVersion,
      scanned: inputs.map(([name]) => name),
      findings: findings.length,
      open: open.length,
      detail: findings.map((f) => ({
        id: f.id,
        file: f.file,
        line: f.location.line,
        severity: f.severity.name,
        confidence: f.confidence.name,
        accepted: f.accepted ?? null,
      })),
    },
    null,
    2,
  )}\n`,
);
process.exitCode = open.length === 0 ? 0 : 1;
