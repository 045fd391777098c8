import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import { wasmWorkaroundFlags } from './main/app/wasm-workaround.ts';

// Test processes start with the V8 flags of `main/app/wasm-workaround.ts` (a SIGSEGV in V8's
// WebAssembly code freeing, seen in CI): on the command line, before Vitest compiles anything.
const execArgv = [...wasmWorkaroundFlags];

// Unit tests are pure code; integration tests start real servers, real SQLite files and the
// real OS keyring, so they get more time and run one file at a time per worker.
//
// The unit project compiles Svelte's runes (`.svelte.ts` state classes) with the same plugin
// as the app, for the browser build of Svelte, so `$state`, `$derived` and `$effect` behave in
// tests as they do on screen.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          svelte({
            compilerOptions: { hmr: false },
            dynamicCompileOptions: () => ({ generate: 'client' }),
          }),
        ],
        resolve: { conditions: ['browser'] },
        ssr: { resolve: { conditions: ['browser'] } },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          execArgv,
          // Property tests run thousands of cases; on a loaded 2-core machine that can pass
          // 5 s. Speed is measured by `npm run bench`, never by a test's time limit.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          execArgv,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run check:security`: fuzzing, fault injection, crashes, secrets on disk.
        test: {
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          execArgv,
          // One file at a time: the figures (time per channel) are not shared with another file.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
