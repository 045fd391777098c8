import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The unit project shares one module graph between its files (vitest.config.ts, isolate: false):
// a `vi.mock` there may come too late, after another file loaded the real module. A file that
// replaces a module belongs in the isolated folder; this keeps every one of them there.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const unitFolder = join(root, 'test', 'unit');
const isolatedFolder = join('test', 'unit', 'renderer', 'module-mocks');

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const replacesAModule = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

describe('unit tests that replace a module', () => {
  const files = testFiles(unitFolder).map((path) => ({
    path: relative(root, path),
    mocks: replacesAModule.test(readFileSync(path, 'utf8')),
  }));

  it('all live in the isolated folder', () => {
    const outside = files.filter((f) => f.mocks && !f.path.startsWith(isolatedFolder));
    expect(outside.map((f) => f.path)).toEqual([]);
  });

  it('are the only files there', () => {
    const needless = files.filter((f) => !f.mocks && f.path.startsWith(isolatedFolder));
    expect(needless.map((f) => f.path)).toEqual([]);
    expect(files.filter((f) => f.mocks).length).toBeGreaterThan(0);
  });
});
