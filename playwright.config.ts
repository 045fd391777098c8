import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the real UI in Chromium through the web transport. There is no
// global webServer: each test file starts its own app (main/web.ts-style servers on port 0,
// its own user-data folder) through a fixture, so tests never share state or ports.
//
// The browser is the system's Chromium (Debian's `chromium` package, installed by .ci/run):
// Playwright's own browser download is not reachable from CI. CHROMIUM_PATH overrides it;
// where neither exists, Playwright falls back to a browser it installed itself.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/support/web-app-build.ts',
  // Two files at a time: a test also waits on its app, its browser and the sandbox's timers (a
  // sync, a debounce, a print), time another file can use. Each test has its own app, data
  // folder, keychain entries and ports.
  workers: 2,
  fullyParallel: false,
  // A test that needs a retry to pass is a bug to fix, not to hide.
  retries: 0,
  // A ceiling for a hung test, not a speed limit: two files at a time on a busy 2-core
  // machine take twice as long as one alone.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // scripts/test-all.ts reads the JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE overrides the path).
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/e2e-report.json' },
    ],
  ],
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records every action's page (a fifth of the suite's CPU, measured on three
    // files: 51 s → 40 s). CI's clean machine keeps nothing of a run but its log, where a
    // failure names its test, line and error; a developer's run keeps the trace of a failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
