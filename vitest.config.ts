import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import { wasmWorkaroundFlags } from './main/app/wasm-workaround.ts';

// Test processes start with the V8 flags of `main/app/wasm-workaround.ts` (a SIGSEGV in V8's
// WebAssembly code freeing, seen in CI): on the command line, before Vitest compiles anything.
const execArgv = [...wasmWorkaroundFlags];

// Unit tests that replace a module (`vi.mock`) need a module graph of their own: in the shared
// one, what imports the module may already hold the real one. They live in this folder, run
// isolated (test/unit/tooling/module-mocks-folder.test.ts keeps every one of them here).
const moduleMocks = 'test/unit/renderer/module-mocks/**/*.test.ts';

// Unit tests are pure code; integration tests start real servers, real SQLite files and the
// real OS keyring, so they get more time and run one file at a time per worker.
//
// The unit projects compile Svelte's runes (`.svelte.ts` state classes) with the same plugin
// as the app, for the browser build of Svelte, so `$state`, `$derived` and `$effect` behave in
// tests as they do on screen.
function unitProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
) {
  return {
    plugins: [
      svelte({
        compilerOptions: { hmr: false },
        dynamicCompileOptions: () => ({ generate: 'client' as const }),
      }),
    ],
    resolve: { conditions: ['browser'] },
    ssr: { resolve: { conditions: ['browser'] } },
    test: {
      name,
      ...files,
      environment: 'node' as const,
      execArgv,
      isolate,
      // Property tests run thousands of cases; on a loaded 2-core machine that can pass
      // 5 s. Speed is measured by `npm run bench`, never by a test's time limit.
      testTimeout: 20_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      // Pure code: the files of a worker share one module graph instead of evaluating it again
      // per file (most of the suite's time was imports). `npm test`'s unit suite runs both.
      unitProject('unit', { include: ['test/unit/**/*.test.ts'], exclude: [moduleMocks] }, false),
      unitProject('unit-module-mocks', { include: [moduleMocks] }, true),
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // Two files start `npm run web`'s build (web-launch, data-folder-lock).
          globalSetup: ['test/support/web-app-build.ts'],
          // The files of a worker share one module graph instead of evaluating main's again
          // per file (a fifth of the suite's time was imports). Each test opens its own app,
          // data folder, keychain entries and ports, and closes them.
          isolate: false,
          // Two files at a time, also on 2 cores (Vitest's default there is one): a file spends
          // most of its time waiting on its servers, processes and timers, not computing.
          maxWorkers: 2,
          // A group of its own: projects run together must not mix worker counts in a group.
          sequence: { groupOrder: 1 },
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
