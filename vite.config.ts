import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import electron from 'vite-plugin-electron/simple';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The main process loads its dependencies from node_modules at run time (native modules such
// as better-sqlite3 and keytar cannot be bundled); only our own code is bundled.
const runtimeDependencies = Object.keys(
  (JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { dependencies: object })
    .dependencies,
);

/**
 * The app's code (`start.ts` and what it imports) is imported by `main.ts` only once
 * zod-config has run, so Vite leaves it out of the page's preloads and the browser would fetch
 * it only after the entry has run. Listed in the page as `modulepreload`, it is fetched and
 * compiled with the entry, and still runs when main.ts imports it.
 */
function preloadStartChunks(): Plugin {
  return {
    name: 'balcao:preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const start = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId === here('./renderer/src/start.ts'),
        );
        if (start?.type !== 'chunk') throw new Error('No chunk for renderer/src/start.ts');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName) || fileName === entry.fileName) return;
          files.add(fileName);
          const output = bundle[fileName];
          if (output?.type === 'chunk') output.imports.forEach(add);
        };
        add(start.fileName);
        // Vite preloads the entry's own imports already.
        for (const fileName of entry.imports) files.delete(fileName);
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * One config for the renderer (Vite's root is `renderer/`) and, through
 * vite-plugin-electron, for the Electron main and preload bundles. `--mode web` builds the
 * renderer alone for the browser transport (`npm run web`, end-to-end tests), where no
 * Electron binary is needed.
 */
export default defineConfig(({ mode }) => {
  const plugins: PluginOption[] = [svelte(), preloadStartChunks()];
  if (mode !== 'web') {
    plugins.push(
      electron({
        main: {
          // The sync runs on a worker thread started from its own file (run-sync-worker.ts
          // looks for `sync-worker.js` beside `index.js`), so it is an entry of its own.
          entry: [here('./main/index.ts'), here('./main/app/sync/sync-worker.ts')],
          vite: {
            build: {
              outDir: here('./dist-electron'),
              rolldownOptions: {
                external: ['electron', /^node:/, ...runtimeDependencies],
              },
            },
          },
        },
        preload: {
          input: here('./preload/index.ts'),
          // A sandboxed preload must be one CommonJS file.
          vite: {
            build: {
              outDir: here('./dist-electron'),
              rolldownOptions: {
                external: ['electron'],
                output: { format: 'cjs', entryFileNames: 'preload.cjs' },
              },
            },
          },
        },
      }),
    );
  }
  return {
    root: here('./renderer'),
    base: './',
    plugins,
    build: {
      outDir: here('./dist/renderer'),
      emptyOutDir: true,
      target: 'es2023',
      rolldownOptions: {
        // The contract's modules only declare (schemas, constants, functions); nothing in them
        // runs for its own sake. Said so, the first screen builds the schemas it imports, not
        // every channel's before it can draw.
        treeshake: {
          moduleSideEffects: (id: string) => !id.includes('/preload/contract/'),
        },
      },
    },
    server: { host: '127.0.0.1', strictPort: false },
  };
});
