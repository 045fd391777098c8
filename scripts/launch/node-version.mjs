// Plain JavaScript on purpose (no TypeScript): this runs before anything else, on whatever
// Node the person has, so it must not use anything an old Node cannot load.
import { fileURLToPath } from 'node:url';

const REQUIRED = [22, 18];

/** True when `version` ("22.18.0") is at least the version Balcão needs. */
export function isSupported(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > REQUIRED[0] || (major === REQUIRED[0] && minor >= REQUIRED[1]);
}

/** What to tell someone whose Node is too old, in both languages. */
export function tooOldMessage(version) {
  const needed = REQUIRED.join('.');
  return [
    `O Balcão precisa do Node.js ${needed} ou mais novo; este computador tem o ${version}.`,
    'Instale uma versão atual em https://nodejs.org (a LTS serve) e rode o comando de novo.',
    '',
    `Balcão needs Node.js ${needed} or newer; this computer has ${version}.`,
    'Install a current version from https://nodejs.org (the LTS will do) and run the command again.',
  ].join('\n');
}

/** Stops the process with the message when this Node is too old. */
export function requireSupportedNode() {
  if (isSupported(process.versions.node)) return;
  process.stderr.write(`${tooOldMessage(process.versions.node)}\n`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) requireSupportedNode();
