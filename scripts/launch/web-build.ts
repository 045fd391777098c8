// The web app's build, as `npm run web` and the tests that start the app need it: the renderer
// (`vite build --mode web` → dist/renderer) and the main process bundled for Node (rolldown →
// dist-web/web.js and its sync worker), so starting the app loads one JavaScript file instead
// of compiling the TypeScript graph on every start. Built again only when a source changed:
// a hash of every file that goes into either build is kept beside the bundle.
//
//   node scripts/launch/web-build.ts           builds when needed, says which
//   node scripts/launch/web-build.ts --force   builds
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'dist-web');
const stampFile = join(outDir, 'sources.sha256');

/** The bundle `npm run web` and the tests start. */
export const webEntry = join(outDir, 'web.js');

/** Everything either build reads: the app's sources and the files that configure them. */
const sourceDirs = ['main', 'preload', 'renderer'];
const sourceFiles = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/launch/web-build.ts',
];
const skipped = new Set(['node_modules', 'dist']);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** One hash over the paths and contents of every source, in a stable order. */
export function sourcesHash(): string {
  const files = [
    ...sourceDirs.flatMap((dir) => [...filesUnder(join(root, dir))]),
    ...sourceFiles.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function upToDate(hash: string): boolean {
  return (
    existsSync(webEntry) &&
    existsSync(join(root, 'dist/renderer/index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === hash
  );
}

/**
 * The runtime dependencies left in node_modules: the native modules (they cannot be bundled)
 * and node-forge, which main requires on first use only. Every other dependency is bundled, so
 * a start reads a few files instead of resolving and compiling each package's modules.
 */
const UNBUNDLED = ['better-sqlite3', 'keytar', 'node-forge'];

async function bundleMain(): Promise<void> {
  const { build } = await import('rolldown');
  await build({
    cwd: root,
    input: {
      web: join(root, 'main/web.ts'),
      // run-sync-worker.ts starts `sync-worker.js` beside the bundle that imports it.
      'sync-worker': join(root, 'main/app/sync/sync-worker.ts'),
    },
    platform: 'node',
    external: (id) =>
      id.startsWith('node:') || UNBUNDLED.some((name) => id === name || id.startsWith(`${name}/`)),
    logLevel: 'warn',
    output: {
      dir: outDir,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      cleanDir: true,
    },
  });
}

function buildRenderer(): void {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'web', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
}

/** Builds the web app when a source changed since the last build; true when it built. */
export async function buildWebApp(options: { force?: boolean } = {}): Promise<boolean> {
  const hash = sourcesHash();
  if (!options.force && upToDate(hash)) return false;
  buildRenderer();
  await bundleMain();
  writeFileSync(stampFile, `${hash}\n`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = await buildWebApp({ force: process.argv.includes('--force') });
  process.stdout.write(
    built
      ? 'Balcão: aplicativo web compilado. / web app built.\n'
      : 'Balcão: nada mudou desde a última compilação. / nothing changed since the last build.\n',
  );
}
