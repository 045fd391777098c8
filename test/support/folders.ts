import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new empty folder under the system's temporary folder; the caller removes it. */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A keychain service name of its own: every app a test starts keeps its secrets apart from the
 * owner's real `Balcão` entries and from every other test's.
 */
export function keychainServiceFor(label: string): string {
  return `Balcão-${label}-${randomUUID()}`;
}
