import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';

/**
 * Writes a file so that readers see either the old or the new content, never a part:
 * a temporary file in the same folder, flushed to disk, then renamed over the target.
 * The file is created with `mode` (the umask can only narrow it), so a secret is never
 * readable by others, not even for a moment.
 */
export async function writeFileAtomically(
  path: string,
  data: Uint8Array,
  mode: number,
): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', mode);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
