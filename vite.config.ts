import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
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
 * One config for the renderer (Vite's root is `renderer/`) and, through
 * vite-plugin-electron, for the Electron main and preload bundles. `--mode web` builds the
 * renderer alone for the browser transport (`npm run web`, end-to-end tests), where no
 * Electron binary is needed.
 */
export default defineConfig(({ mode }) => {
  const plugins: PluginOption[] = [svelte()];
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
    },
    server: { host: '127.0.0.1', strictPort: false },
  };
});
