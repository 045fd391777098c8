import { FaultPlan, type Fault, type TamperedAnswer } from '../../main/sandbox/http/faults.ts';
import { connectToBank, startApp, untilSynced, type TestApp } from '../support/app.ts';
import { startBank, type TestBank } from '../support/bank.ts';

/**
 * A flaky bank: the local sandbox with a test-only fault plan (main/sandbox/http/faults.ts),
 * behind a provider-sandbox profile of the real app core (API key in the real keyring, client
 * certificate imported), over real mutual TLS. The bank's own database is open read-only
 * (`bank.db`), to count what it did.
 */
export interface Bank extends TestBank {
  faults: FaultPlan;
}

export interface AppOnFlakyBank {
  app: TestApp;
  bank: Bank;
  profileId: string;
  close(): Promise<void>;
}

export async function startAppOnFlakyBank(): Promise<AppOnFlakyBank> {
  const faults = new FaultPlan();
  const bank = (await startBank({ faults })) as Bank;
  const app = await startApp();
  await untilSynced(app);
  const profileId = await connectToBank(app, bank, { name: 'Banco instável' });
  return {
    app,
    bank,
    profileId,
    async close() {
      await app.close();
      await bank.stop();
    },
  };
}

export type FaultColumn = { name: string; fault: Fault | 'tls-refusal' };

const after = (name: string, answer: TamperedAnswer): FaultColumn => ({
  name: `${name} after commit`,
  fault: { kind: 'answer-after-commit', answer },
});
const before = (name: string, answer: TamperedAnswer): FaultColumn => ({
  name: `${name} before commit`,
  fault: { kind: 'answer-before-commit', answer },
});

/**
 * What a flaky network, a gateway or a new release of the bank can do to one exchange: after
 * the bank committed (the money moved) and before.
 */
export const faults: FaultColumn[] = [
  { name: 'latency 300 ms', fault: { kind: 'latency', ms: 300 } },
  { name: '503 before commit', fault: { kind: 'status', status: 503 } },
  { name: '500 before commit', fault: { kind: 'status', status: 500 } },
  { name: 'reset after commit', fault: { kind: 'reset-after-commit' } },
  { name: 'stall then cut after commit', fault: { kind: 'stall-after-commit', ms: 300 } },
  { name: 'stall then cut before commit', fault: { kind: 'stall-before-commit', ms: 300 } },
  { name: 'TLS refused', fault: 'tls-refusal' },
  after('truncated 2xx', { shape: 'truncated' }),
  after('HTML page 200', { shape: 'html' }),
  after('2xx with a field of another type', { shape: 'wrong-type' }),
  after('2xx with an unknown status value', { shape: 'unknown-enum' }),
  after('2xx with a wrong content type', { shape: 'wrong-content-type' }),
  after('bare 404', { shape: 'bare-status', status: 404 }),
  after('bare 408', { shape: 'bare-status', status: 408 }),
  after('302 redirect', { shape: 'bare-status', status: 302 }),
  before('HTML page 200', { shape: 'html' }),
  before('bare 404', { shape: 'bare-status', status: 404 }),
  before('bare 408', { shape: 'bare-status', status: 408 }),
  before('302 redirect', { shape: 'bare-status', status: 302 }),
];

/**
 * Sees the bank again before money out when an earlier fault left the app "offline" (a sync
 * reaches it); an app that last reached the bank has nothing to see again.
 */
export async function seeTheBank(app: TestApp): Promise<void> {
  if ((await app.value('sync:status', {})).online) return;
  const finished = app.nextEvent('sync:finished');
  await app.value('sync:start', {});
  await finished;
}
