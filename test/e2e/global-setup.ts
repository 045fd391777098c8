import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The web transport serves the built renderer: build it once, as `npm run web` does. */
export default function globalSetup(): void {
  const root = join(import.meta.dirname, '../..');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'web', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
