// `npm start`: the desktop app in development. Checks what it needs first, so a missing piece
// is a sentence that says what to do rather than a stack trace after a URL that looks like the
// app.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { electronBinary } from './electron-binary.mjs';
import { requireSupportedNode } from './node-version.mjs';

const NO_ELECTRON = [
  'O Electron não está instalado neste computador, então o aplicativo de desktop não abre.',
  'Use `npm run web` para abrir o Balcão no navegador (o mesmo aplicativo, com os mesmos dados).',
  '',
  'Electron is not installed on this computer, so the desktop app cannot open.',
  'Use `npm run web` to open Balcão in the browser (the same app, with the same data).',
].join('\n');

requireSupportedNode();
if (electronBinary() === null) {
  process.stderr.write(`${NO_ELECTRON}\n`);
  process.exit(1);
}
const vite = spawn(
  process.execPath,
  [join(import.meta.dirname, '../../node_modules/vite/bin/vite.js')],
  {
    stdio: 'inherit',
  },
);
vite.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
