// The layering of CONTRIBUTING.md ("Layout and layers") and ARCHITECTURE.md's rules, checked
// on resolved imports: `npm run layers` (depcruise main preload renderer). ESLint's
// `no-restricted-imports` reports the same in the editor; this is the gate, because it sees
// every import — type-only, re-exported, dynamic — at any folder depth.
//
// Paths are relative to the folder depcruise runs in (the repository root; the tooling tests
// run it on fixture trees of the same shape).
const path = require('node:path');

/** Matches a resolved npm package, and also its bare name when it does not resolve. */
const pkg = (...names) => `(^|/)node_modules/(${names.join('|')})/|^(${names.join('|')})$`;

// Native and network modules: main's business alone. (electron has a rule of its own.)
const RUNTIME = pkg('better-sqlite3', 'keytar', 'undici');
const ELECTRON = pkg('electron');
// The Electron shell: the only code that may import `electron`.
const SHELL = '^(main/index\\.ts$|main/electron/|preload/index\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'electron-only-in-the-shell',
      comment:
        'Only main/index.ts, main/electron/** and preload/index.ts import electron. Services, ' +
        'cache, vault, sandbox and domain run under plain Node, so they are tested under plain Node.',
      severity: 'error',
      from: { pathNot: SHELL },
      to: { path: ELECTRON },
    },

    // --- preload/contract: imported by main, preload and the sandboxed renderer alike ---
    {
      name: 'contract-is-self-contained',
      comment:
        'preload/contract is the one folder everyone imports; it imports zod, pure libraries ' +
        'and itself only. Anything else would drag main or Node into the renderer bundle.',
      severity: 'error',
      from: { path: '^preload/contract/' },
      to: { pathNot: '^preload/contract/|(^|/)node_modules/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'contract-is-pure',
      comment: 'The contract runs in the renderer too: no native or network modules.',
      severity: 'error',
      from: { path: '^preload/contract/' },
      to: { path: RUNTIME },
    },
    {
      name: 'contract-no-node',
      comment: 'The contract runs in the renderer too: no Node built-ins (node:* or bare).',
      severity: 'error',
      from: { path: '^preload/contract/' },
      to: { dependencyTypes: ['core'] },
    },

    // --- renderer: the sandboxed Svelte UI ---
    {
      name: 'renderer-only-contract',
      comment:
        'The renderer talks to main only through the bridge: of our own code it imports ' +
        'preload/contract and itself, never main/ or the preload script.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: {
        pathNot: '^(renderer|preload/contract)/|(^|/)node_modules/',
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'renderer-no-node',
      comment: 'The renderer is a sandboxed web page: no node:* (nor bare Node built-ins).',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'renderer-no-runtime',
      comment:
        'Native and network modules live in main; the renderer reaches them through the bridge.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: RUNTIME },
    },
    {
      name: 'shared-renderer-not-to-features',
      comment:
        'renderer/src/components and renderer/src/lib are shared by every feature, so they ' +
        'never import renderer/src/features: what they need from a feature moves into them ' +
        'when it is shared, or the feature passes it in (a prop, a callback, a snippet).',
      severity: 'error',
      from: { path: '^renderer/src/(components|lib)/' },
      to: { path: '^renderer/src/features/' },
    },
    {
      name: 'not-to-renderer',
      comment: 'Nothing outside the renderer imports it: main and preload run in other processes.',
      severity: 'error',
      from: { pathNot: '^renderer/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'preload-not-main',
      comment: 'The preload bridge is built from the contract alone; it never reaches into main.',
      severity: 'error',
      // (the contract has its own, stricter rule above)
      from: { path: '^preload/', pathNot: '^preload/contract/' },
      to: { path: '^main/' },
    },

    // --- main's layers (CONTRIBUTING.md's table) ---
    {
      name: 'domain-is-pure',
      comment:
        'main/domain is pure money and payment logic shared by the app and the sandbox: of our ' +
        'own code it imports the contract only.',
      severity: 'error',
      from: { path: '^main/domain/' },
      to: { path: '^main/', pathNot: '^main/domain/' },
    },
    {
      name: 'domain-no-io',
      comment: 'main/domain does no I/O: no files, sockets, processes, databases or keychains.',
      severity: 'error',
      from: { path: '^main/domain/' },
      to: {
        path: `${RUNTIME}|^(node:)?(fs|fs/promises|net|tls|http|https|http2|dgram|dns|dns/promises|child_process|cluster|worker_threads|sqlite)$`,
      },
    },
    {
      name: 'sandbox-is-the-bank',
      comment:
        'main/sandbox stands for the bank, not for us: it imports main/domain, the contract and ' +
        'the HTTP edge every listener shares, never the app’s service client, cache, vault, handlers, ipc or shell.',
      severity: 'error',
      from: { path: '^main/sandbox/' },
      to: { path: '^main/', pathNot: '^main/(sandbox|domain|http-edge)/' },
    },
    {
      name: 'http-edge-is-below-every-listener',
      comment:
        'main/http-edge (body reader, problem answers, Node’s own refusals) is shared by every ' +
        'local listener — the sandbox, the web transport, the event receiver — so it imports ' +
        'only main/domain (the problem shapes) and itself, never the app, the bank or a runtime.',
      severity: 'error',
      from: { path: '^main/http-edge/' },
      to: { path: `^main/|${RUNTIME}`, pathNot: '^main/(http-edge|domain)/' },
    },
    {
      name: 'service-layer',
      comment:
        'main/service (the service client) builds on domain and contract, and on vault types.',
      severity: 'error',
      from: { path: '^main/service/' },
      to: { path: '^main/', pathNot: '^main/(service|domain|vault)/' },
    },
    {
      name: 'service-vault-types-only',
      comment:
        'The service client is handed its credentials; it imports only the vault’s types, so ' +
        'it never opens the keychain itself.',
      severity: 'error',
      from: { path: '^main/service/' },
      to: { path: '^main/vault/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'service-writes-through-the-pipeline',
      comment:
        'main/service/writes sends a write once and reads nothing into the answer; only the ' +
        'write pipeline (main/app/pipeline) decides what the answer means and settles it, ' +
        'through the descriptors it runs (main/app/<feature>/*.write.ts), so only those call ' +
        'them — never a handler. One exception: main/app/events/event-journal.ts registers the ' +
        'app’s own event receiver with the local sandbox (no money, no owner data). Tests ' +
        'call them directly; they are not cruised.',
      severity: 'error',
      from: {
        pathNot:
          '^main/(app/[^/]+/[^/]+\\.write\\.ts$|service/writes/|app/events/event-journal\\.ts$)',
      },
      to: { path: '^main/service/writes/' },
    },
    {
      name: 'cache-layer',
      comment: 'main/cache (SQLite) builds on domain and contract only.',
      severity: 'error',
      from: { path: '^main/cache/' },
      to: { path: '^main/', pathNot: '^main/(cache|domain)/' },
    },
    {
      name: 'vault-layer',
      comment: 'main/vault (keychain, client certificate) builds on the contract only.',
      severity: 'error',
      from: { path: '^main/vault/' },
      to: { path: '^main/', pathNot: '^main/vault/' },
    },
    {
      name: 'ipc-layer',
      comment:
        'main/ipc (handler registry, web transport) knows the contract, the handlers and the ' +
        'HTTP edge only.',
      severity: 'error',
      from: { path: '^main/ipc/' },
      to: { path: '^main/', pathNot: '^main/(ipc|app|http-edge)/' },
    },
    {
      name: 'not-to-the-shell',
      comment:
        'The shell wires everything; nothing in main below it imports it back (main/app ' +
        'included: the handlers run under plain Node too).',
      severity: 'error',
      from: { path: '^main/', pathNot: SHELL },
      to: { path: SHELL },
    },

    // --- hygiene ---
    {
      name: 'no-circular',
      comment:
        'Cycles make load order matter and layers meaningless; break them with a smaller module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing fails at run time (or in the bundle).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      comment:
        'Every package imported is declared in package.json: a transitive dependency can ' +
        'disappear on any install.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Build output only: node_modules must stay visible as dependencies (doNotFollow above).
    exclude: { path: '^(dist|dist-electron|release)/' },
    // Type-only imports count: `import type` from main in the renderer is still a wrong layer.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types', 'svelte'],
      extensions: ['.ts', '.svelte.ts', '.js', '.mjs', '.cjs', '.svelte', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
