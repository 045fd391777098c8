import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The figures of the last security run, one JSON file per kind of evidence under
 * `test-results/security/`; `scripts/security/report.ts` writes them into SECURITY.md.
 */
export const figuresDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'security',
);

export function recordFigures(name: string, figures: unknown): void {
  mkdirSync(figuresDir, { recursive: true });
  writeFileSync(
    join(figuresDir, `${name}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), ...(figures as object) }, null, 2)}\n`,
  );
}

export function readFigures(name: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(join(figuresDir, `${name}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}
