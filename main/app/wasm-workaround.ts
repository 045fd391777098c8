import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags around a crash of Node 24's V8 (13.6) seen in this app's test runs: now and then a
 * process dies with SIGSEGV in `wasm::NativeModule::FreeCode`, reached from
 * `Runtime_TierUpWasmToJSWrapper` (the stack CI printed from the core file). The app runs
 * WebAssembly on several threads at once — undici's HTTP parser, and under Node the
 * TypeScript stripper that loads each sync worker — and V8 shares one compiled module between
 * threads through its native module cache. Each thread keeping its own compiled modules, and
 * no wasm-to-JS wrapper tiering up, take the crashing path away at a small cost in speed.
 */
export const wasmWorkaroundFlags: readonly string[] = [
  '--no-wasm-native-module-cache',
  '--wasm-wrapper-tiering-budget=2147483647',
];

// Imported first by the Node entry (`main/web.ts`), before any module is compiled: the flags
// are read when a module is compiled or instantiated, so setting them now is in time.
for (const flag of wasmWorkaroundFlags) setFlagsFromString(flag);
