// Looks for secrets in files: every file under the given folders, byte for byte, for each
// secret as UTF-8, UTF-16LE and (for key material) raw DER bytes. Used by the security suite
// after it has driven the app; `node scripts/security/secrets.ts DIR… --needle NAME=VALUE…`
// runs it by hand (exit 1 on any hit).
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Needle {
  name: string;
  bytes: Buffer;
}

export interface Hit {
  file: string;
  needle: string;
}

/** A secret as the byte sequences it could be stored as. */
export function needlesFor(name: string, secret: string | Buffer): Needle[] {
  if (Buffer.isBuffer(secret)) return [{ name: `${name} (bytes)`, bytes: secret }];
  return [
    { name: `${name} (UTF-8)`, bytes: Buffer.from(secret, 'utf8') },
    { name: `${name} (UTF-16LE)`, bytes: Buffer.from(secret, 'utf16le') },
  ];
}

/** Every regular file below `dir` (symbolic links are not followed). */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = lstatSync(path);
    if (stat.isDirectory()) out.push(...filesUnder(path));
    else if (stat.isFile()) out.push(path);
  }
  return out;
}

export function scanForSecrets(
  dirs: readonly string[],
  needles: readonly Needle[],
): { files: number; bytes: number; hits: Hit[] } {
  const hits: Hit[] = [];
  let files = 0;
  let bytes = 0;
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      const content = readFileSync(file);
      files++;
      bytes += content.length;
      for (const needle of needles) {
        if (needle.bytes.length > 0 && content.includes(needle.bytes)) {
          hits.push({ file, needle: needle.name });
        }
      }
    }
  }
  return { files, bytes, hits };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const dirs = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--needle');
  const needles = args
    .flatMap((a, i) => (args[i - 1] === '--needle' ? [a] : []))
    .flatMap((pair) => {
      const at = pair.indexOf('=');
      return needlesFor(pair.slice(0, at), pair.slice(at + 1));
    });
  const result = scanForSecrets(dirs, needles);
  for (const hit of result.hits) console.log(`HIT ${hit.needle} in ${hit.file}`);
  console.log(`${result.files} files, ${result.bytes} bytes: ${result.hits.length} hits`);
  process.exitCode = result.hits.length === 0 ? 0 : 1;
}
