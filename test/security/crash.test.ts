import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/security/secrets.ts';
import { startApp } from '../support/app.ts';
import { recordFigures } from './figures.ts';

// `kill -9` of the app core at a random moment while it syncs and sends creates (each create
// goes through the outbox), on one data folder, run after run. After each kill: every SQLite
// file passes `PRAGMA integrity_check`; on restart the pending intents are resolved (by
// reading back their identity) with no second send — one boleto at the bank per intent;
// every create the app acknowledged before the kill is at the bank and in the cache.
// BALCAO_CRASH_RUNS sets the number of kills (default 3 here; 50 in the benchmark).

const runs = Number(process.env.BALCAO_CRASH_RUNS ?? '') || 3;
const dir = mkdtempSync(join(tmpdir(), 'balcao-crash-'));
const figures = {
  runs: 0,
  acknowledged: 0,
  intents: 0,
  duplicates: 0,
  lost: 0,
  corrupt: 0,
  unresolved: 0,
};

afterAll(() => {
  recordFigures('crash', figures);
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the app core in a child until a random moment, then SIGKILL; returns the acks. */
async function runAndKill(run: number): Promise<string[][]> {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'crash-child.ts'), dir, String(run)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const acks: string[][] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line === 'ready') resolve();
      if (line.startsWith('ack ')) acks.push(line.split(' ').slice(1));
    });
    child.once('exit', (code) =>
      reject(new Error(`the app exited (${code}) before it was ready: ${stderr}`)),
    );
  });
  // A random moment in the first seconds: during the first sync, a create, an outbox write.
  await new Promise((r) => setTimeout(r, 200 + Math.random() * 4_000));
  child.kill('SIGKILL');
  await exited;
  return acks;
}

function integrity(): string[] {
  const bad: string[] = [];
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.sqlite') || f.endsWith('.db'))) {
    const db = new Database(file);
    try {
      const result = db.pragma('integrity_check', { simple: true });
      if (result !== 'ok') bad.push(`${file}: ${String(result)}`);
    } finally {
      db.close();
    }
  }
  return bad;
}

describe('kill -9 during sync and outbox sends', () => {
  it.each(Array.from({ length: runs }, (_, i) => i + 1))('run %i', async (run) => {
    const acks = await runAndKill(run);
    figures.runs++;
    figures.acknowledged += acks.length;

    const corrupt = integrity();
    figures.corrupt += corrupt.length;
    expect(corrupt).toEqual([]);

    // Restart on the same folder, as the owner would; resolve what the outbox holds.
    const app = await startApp({
      userDataDir: dir,
      keychainService: `Balcão-crash-check-${run}`,
    });
    try {
      for (const entry of await app.value('outbox:list', {})) {
        await app.call('outbox:resolve', { id: entry.id });
      }
      const open = (await app.value('outbox:list', {})).filter((e) => e.state !== 'done');
      figures.unresolved += open.length;
      expect(open).toEqual([]);

      // The bank's own database: one boleto per intent of this run, none sent twice.
      const bankFile = filesUnder(dir).find((f) => f.endsWith('sandbox.sqlite'))!;
      const bank = new Database(bankFile, { readonly: true });
      const rows = bank
        .prepare(
          "SELECT correlation_id AS id, json_extract(record, '$.yourNumber') AS yourNumber FROM boletos WHERE json_extract(record, '$.yourNumber') LIKE ?",
        )
        .all(`K${run}-%`) as { id: string; yourNumber: string }[];
      bank.close();
      const perNumber = new Map<string, number>();
      for (const row of rows)
        perNumber.set(row.yourNumber, (perNumber.get(row.yourNumber) ?? 0) + 1);
      const duplicates = [...perNumber.values()].filter((n) => n > 1).length;
      figures.intents += perNumber.size;
      figures.duplicates += duplicates;
      expect(duplicates).toBe(0);

      // Every acknowledged create is at the bank and in the cache.
      const atBank = new Set(rows.map((r) => r.id));
      let lost = 0;
      for (const [correlationId] of acks) {
        const cached = await app.call('boletos:get', { correlationId: correlationId! });
        if (!atBank.has(correlationId!) || !cached.ok) lost++;
      }
      figures.lost += lost;
      expect(lost).toBe(0);
    } finally {
      await app.close();
    }
  });
});
