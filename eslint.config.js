// ESLint flat config. Fast on purpose: no type-aware rules (tsc and svelte-check do the
// type checking). The layering rules below are the first line of defence, reported in the
// editor as you type; dependency-cruiser (`npm run layers`) is the gate, because it resolves
// every import — dynamic ones, re-exports and files at any depth — which these string
// patterns cannot.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import electronSecurity from 'eslint-plugin-electron-security';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const source = '{ts,mts,cts,js,mjs,cjs,svelte}';

// --- Layering -------------------------------------------------------------------------------
// `no-restricted-imports` sees the import string, not the resolved file, and a later config
// object replaces (never merges) an earlier one's options for the same rule. So each folder's
// restrictions are built whole here, and relative paths are matched per folder depth: from
// `renderer/a/b.ts` the repository root is `../../`.
const MAX_DEPTH = 8;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `electron` is the Electron shell's alone: main/index.ts, main/electron/**, preload/index.ts. */
const noElectron = {
  paths: [
    {
      name: 'electron',
      message:
        'Only main/index.ts, main/electron/** and preload/index.ts import electron; the rest runs (and is tested) under plain Node.',
    },
  ],
  patterns: [{ group: ['electron/*'], message: 'Only the Electron shell imports electron.' }],
};

const builtins = builtinModules.filter((name) => !name.startsWith('_'));
/** Node's own modules, with and without the `node:` scheme. */
const noNode = (why) => ({
  paths: builtins.map((name) => ({ name, message: why })),
  patterns: [
    { regex: '^node:', message: why },
    { group: builtins.map((name) => `${name}/*`), message: why },
  ],
});

/** Relative imports that reach `target` (a path from the repository root) from `levels` deep. */
const reaching = (levels, target, message) => ({
  regex: `^(\\./)?(\\.\\./){${levels}}${escape(target)}(/|\\.|$)`,
  message,
});

const merge = (...parts) => ({
  paths: parts.flatMap((part) => part.paths ?? []),
  patterns: parts.flatMap((part) => part.patterns ?? []),
});

/** One config object per depth below `folder`, each with the restrictions `build(levels)` makes. */
function layer(folder, build) {
  const folderLevels = folder.split('/').length;
  return Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    name: `balcao/layers/${folder}/depth-${depth}`,
    files: [`${folder}/${'*/'.repeat(depth)}*.${source}`],
    rules: { 'no-restricted-imports': ['error', build(folderLevels + depth, depth)] },
  }));
}

const rendererRule = 'The renderer imports preload/contract only: never main/, electron or node:*.';
const renderer = layer('renderer', (levels) =>
  merge(noElectron, noNode(rendererRule), {
    patterns: [
      reaching(levels, 'main', rendererRule),
      // preload/ but its contract: the preload script runs in another world.
      { regex: `^(\\./)?(\\.\\./){${levels}}preload/(?!contract/)`, message: rendererRule },
    ],
  }),
);

const contractRule =
  'preload/contract is shared by main, preload and renderer: it imports zod, pure libraries and itself only.';
const contract = layer('preload/contract', (_levels, depth) =>
  merge(noElectron, noNode(contractRule), {
    paths: ['better-sqlite3', 'keytar', 'undici'].map((name) => ({
      name,
      message: contractRule,
    })),
    // Climbing above preload/contract/ leaves the contract.
    patterns: [{ regex: `^(\\./)?(\\.\\./){${depth + 1},}`, message: contractRule }],
  }),
);

const sandboxRule =
  'main/sandbox stands for the bank: it imports main/domain and preload/contract, never the app’s service, cache, vault, ipc or handlers.';
const sandbox = layer('main/sandbox', (levels) =>
  merge(noElectron, {
    patterns: ['service', 'cache', 'vault', 'ipc', 'app', 'electron', 'index.ts'].map((name) =>
      reaching(levels - 1, name, sandboxRule),
    ),
  }),
);

// --- Tests -----------------------------------------------------------------------------------
// Every test starts the bank and the app the one way test/support/ does (bank.ts, app.ts), so a
// change to how either starts is made once and every test sees it.
const kitRule =
  'Tests start the bank with startBank (test/support/bank.ts) and the app with startApp (test/support/app.ts), never directly.';
const startedThroughTheKit = {
  patterns: [
    {
      regex: '(^|/)main/sandbox/http/server(\\.ts)?$',
      importNames: ['startSandbox'],
      message: kitRule,
    },
    { regex: '(^|/)main/app/core(\\.ts)?$', importNames: ['createAppCore'], message: kitRule },
  ],
};

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-electron/',
    'dist-web/',
    'node_modules/',
    'release/',
    'test-results/',
    'playwright-report/',
    '.ci/node/',
    '.bench/',
    '.sandbox-data/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  svelte.configs.recommended,
  svelte.configs.prettier,

  {
    name: 'balcao/language',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: globals.node,
      parserOptions: { extraFileExtensions: ['.svelte'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    name: 'balcao/svelte-typescript',
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
    // As typescript-eslint does for .ts files: the type checkers (svelte-check) know every
    // name, DOM types such as `AutoFill` included; this rule only knows the globals list.
    rules: { 'no-undef': 'off' },
  },
  {
    name: 'balcao/commonjs',
    // Tool configs that must be CommonJS (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'balcao/browser',
    files: [`renderer/**/*.${source}`],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'balcao/rules',
    rules: {
      // `_`-prefixed names are deliberately unused (callbacks' positional parameters, rest
      // omission `const { a: _a, ...rest } = x`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Wire formats (BR Code payloads, bar codes) are validated by matching control
      // characters on purpose; the rule only knows how to forbid them.
      'no-control-regex': 'off',
    },
  },

  // Electron's security recommendations, every rule as an error, where Electron is used: the
  // shell and the preload script (SECURITY.md maps each recommendation to its check).
  {
    name: 'balcao/electron-security',
    files: ['main/index.ts', `main/electron/**/*.${source}`, 'preload/index.ts'],
    plugins: { 'electron-security': electronSecurity },
    rules: {
      ...electronSecurity.configs.strict.rules,
      // The IPC transport checks every sender (main frame, allowed origin) in one function.
      'electron-security/require-ipc-sender-validation': [
        'error',
        { senderGuards: ['senderIsTrusted'] },
      ],
      // shell.openExternal only with a URL that went through the external-link allow-list.
      'electron-security/no-open-external-with-dynamic-url': [
        'error',
        { urlValidators: ['mayOpenExternally'] },
      ],
    },
  },

  // Layering: everything may not import electron, then each layer adds its own.
  {
    name: 'balcao/layers/electron-only-in-the-shell',
    files: [`**/*.${source}`],
    rules: { 'no-restricted-imports': ['error', noElectron] },
  },
  ...renderer,
  ...contract,
  ...sandbox,
  {
    name: 'balcao/layers/electron-shell',
    // The shell itself; end-to-end tests that may locate the Electron binary; and the layering
    // tests' fixture trees, which break the rules on purpose (for dependency-cruiser).
    files: [
      'main/index.ts',
      `main/electron/**/*.${source}`,
      'preload/index.ts',
      'test/e2e/**',
      'test/unit/tooling/fixtures/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    name: 'balcao/tests/started-through-the-kit',
    files: [`test/**/*.${source}`],
    ignores: ['test/support/**', 'test/e2e/**', 'test/unit/tooling/fixtures/**'],
    rules: { 'no-restricted-imports': ['error', merge(noElectron, startedThroughTheKit)] },
  },
  {
    // End-to-end tests keep the shell's leave to import electron (above).
    name: 'balcao/tests/e2e-started-through-the-kit',
    files: ['test/e2e/**'],
    rules: { 'no-restricted-imports': ['error', startedThroughTheKit] },
  },
);
