import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's own ESLint config on planted files (linted as text, never written): a test that
// starts the bank or the app core itself is refused; the kit in test/support/ may, and a test
// may still name the bank's types.

const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const startsTheBank = `import { startSandbox } from '../../../main/sandbox/http/server.ts';
export const bank = startSandbox;
`;

describe('tests start the bank and the app through test/support', () => {
  it('refuses startSandbox in an integration test', async () => {
    const found = await refusals('test/integration/app/planted.test.ts', startsTheBank);
    expect(found).toEqual([expect.stringContaining('startBank (test/support/bank.ts)')]);
  });

  it('refuses startSandbox in a security test and in an end-to-end spec', async () => {
    const code = startsTheBank.replace('../../../', '../../');
    expect(await refusals('test/security/planted.test.ts', code)).toHaveLength(1);
    expect(await refusals('test/e2e/planted.spec.ts', code)).toHaveLength(1);
  });

  it('refuses createAppCore in a test', async () => {
    const code = `import { createAppCore } from '../../../main/app/core.ts';
export const start = createAppCore;
`;
    const found = await refusals('test/integration/app/planted.test.ts', code);
    expect(found).toEqual([expect.stringContaining('startApp (test/support/app.ts)')]);
  });

  it('lets the kit start the bank, and a test name the bank’s types', async () => {
    const kit = startsTheBank.replace('../../../', '../../');
    expect(await refusals('test/support/planted.ts', kit)).toEqual([]);
    const types = `import type { RunningSandbox } from '../../../main/sandbox/http/server.ts';
export type Bank = RunningSandbox;
`;
    expect(await refusals('test/integration/app/planted.test.ts', types)).toEqual([]);
  });

  it('still refuses electron in a test', async () => {
    const code = `import { app } from 'electron';
export const name = app.name;
`;
    expect(await refusals('test/integration/app/planted.test.ts', code)).toHaveLength(1);
  });
});
