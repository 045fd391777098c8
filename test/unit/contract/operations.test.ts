import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channels, isChannel, operations } from '../../../preload/contract/index.ts';

// Every operation is declared in its feature's table, `preload/contract/features/<feature>.ts`,
// and `operations.ts` only assembles those tables: a channel declared twice would silently win
// over the other in the spread, and one declared outside the features would be a second place
// to look.
const contract = join(import.meta.dirname, '../../../preload/contract');
const featureFiles = readdirSync(join(contract, 'features')).filter((f) => f.endsWith('.ts'));

async function featureTables(): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for (const file of featureFiles) {
    const module = (await import(join(contract, 'features', file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Operations') && value && typeof value === 'object')
        tables.set(`${file}:${name}`, Object.keys(value));
    }
  }
  return tables;
}

describe('the operations table', () => {
  it('holds every channel of the feature tables, each declared in exactly one', async () => {
    const declared = [...(await featureTables()).values()].flat();
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...channels].sort());
    for (const channel of declared)
      expect(operations[channel as keyof typeof operations]).toBeDefined();
  });

  it('declares no channel outside the feature files', () => {
    const assembly = readFileSync(join(contract, 'operations.ts'), 'utf8');
    expect(assembly.match(/^\s*'[\w-]+:[\w-]+'\s*:/gm) ?? []).toEqual([]);
  });

  it('knows its channels and nothing else', () => {
    expect(channels.length).toBeGreaterThan(50);
    for (const channel of channels) expect(isChannel(channel)).toBe(true);
    expect(isChannel('toString')).toBe(false);
    expect(isChannel('boletos:nope')).toBe(false);
  });
});
