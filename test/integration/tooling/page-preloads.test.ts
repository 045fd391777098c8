import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// main.ts imports the app (start.ts) only after zod-config has run, so Vite lists none of the
// app's chunks in the page: the browser would ask for them only once the entry had run, one
// round trip later. The build lists them as modulepreload (vite.config.ts); this reads the
// page the integration suite's global setup built, as `npm run web` serves it.

const assets = fileURLToPath(new URL('../../../dist/renderer/assets/', import.meta.url));
const page = readFileSync(join(assets, '..', 'index.html'), 'utf8');

/** The chunks a chunk imports statically (`import … from "./x.js"` in the minified output). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  // Dynamic imports (`import("./x.js")`) are the lazy pages: not preloaded.
  return [...code.matchAll(/(?<!import\()["'`]\.\/([\w.-]+\.js)["'`]/g)]
    .filter((match) => /(?:from|import)\s*$/.test(code.slice(0, match.index)))
    .map((match) => match[1]!);
}

describe('the web page', () => {
  it('preloads the app’s code with its entry: start.ts and every chunk it imports', () => {
    const start = readdirSync(assets).find((file) => /^start-[\w-]+\.js$/.test(file));
    expect(start).toBeDefined();
    const needed = new Set<string>();
    const walk = (file: string) => {
      if (needed.has(file)) return;
      needed.add(file);
      staticImports(file).forEach(walk);
    };
    walk(start!);
    expect(needed.size).toBeGreaterThan(5);
    const preloaded = new Set(
      [...page.matchAll(/<link rel="modulepreload"[^>]*href="\.\/assets\/([^"]+)"/g)].map(
        (match) => match[1]!,
      ),
    );
    const entry = /<script type="module"[^>]*src="\.\/assets\/([^"]+)"/.exec(page)?.[1];
    expect(entry).toBeDefined();
    needed.delete(entry!);
    expect([...needed].filter((file) => !preloaded.has(file))).toEqual([]);
  });
});
