// The figures of the last security run (test-results/security/*.json, written by the
// `security` suite and by electronegativity.ts) as text: printed by `npm test` /
// `npm run check:security` before their closing line, and written into SECURITY.md between
// its markers by `node scripts/security/report.ts --write`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = join(root, 'test-results', 'security');
const BEGIN = '<!-- security-figures:begin (node scripts/security/report.ts --write) -->';
const END = '<!-- security-figures:end -->';

type Figures = Record<string, unknown>;

function read(name: string): Figures | null {
  try {
    return JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Figures;
  } catch {
    return null;
  }
}

const n = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : '—');

/** Markdown rows, one per kind of evidence; null when no security run left figures. */
export function securityFigures(): string | null {
  const bridge = read('bridge-fuzz');
  const listeners = read('listener-fuzz');
  const faults = read('fault-matrix');
  const moneyOut = read('money-out-fuzz');
  const secrets = read('secrets-scan');
  const electronegativity = read('electronegativity');
  const crash = read('crash');
  if (!bridge && !listeners && !faults && !moneyOut && !secrets && !electronegativity && !crash) {
    return null;
  }
  const rows: string[] = [];
  if (bridge) {
    const neverReached = Array.isArray(bridge['channelsNeverReached'])
      ? bridge['channelsNeverReached'].length
      : undefined;
    const reach = neverReached === 0 ? 'every channel' : `${n(neverReached)} channels not`;
    rows.push(
      `| bridge fuzzing | ${n(bridge['channels'])} channels × ${n(bridge['runsPerChannel'])} hostile inputs = ${n(bridge['total'])} calls in ${n(bridge['seconds'])} s; ${n(bridge['reachedHandler'])} passed input parsing into a handler (${reach}) | ${n(bridge['internal'])} \`internal\`, ${n(bridge['fieldless'])} \`validation\` without a field | ${String(bridge['at']).slice(0, 16)} |`,
    );
  }
  if (listeners) {
    const per = (listeners['perListener'] ?? {}) as Record<
      string,
      { requests: number; died?: boolean; statuses: Record<string, number> }
    >;
    for (const [name, f] of Object.entries(per)) {
      const fives = Object.entries(f.statuses)
        .filter(([s]) => s.startsWith('5'))
        .reduce((sum, [, c]) => sum + c, 0);
      rows.push(
        `| listener fuzzing: ${name} | ${n(f.requests)} of ${n(listeners['requestsPerListener'])} raw requests sent, liveness checked every 100 | ${n(fives)} 5xx${f.died ? '; **the process died** (issue 11)' : ''} | ${String(listeners['at']).slice(0, 16)} |`,
      );
    }
  }
  if (faults) {
    rows.push(
      `| fault matrix | ${n(faults['operations'])} write kinds (every kind of the registry) × ${n(faults['faults'])} faults (unreadable 2xx, bare 404/408/302, resets, stalls, 5xx, TLS; after commit and before) = ${n(faults['cells'])} cells; ${n(faults['outboxed'])} left in the outbox, ${n(faults['checkWithBank'])} shown as "check with the bank" after checking | ${n(faults['duplicates'])} duplicates, ${n(faults['lost'])} lost intents, ${n(faults['uncountedCents'])} cents left uncounted by the day's limit | ${String(faults['at']).slice(0, 16)} |`,
    );
  }
  if (moneyOut) {
    rows.push(
      `| money-out fuzzing on a tampered bank | ${n(moneyOut['channels'])} money-out channels × ${n(moneyOut['runsPerChannel'])} valid or hostile inputs, each meeting one of ${n(moneyOut['faults'])} faults on its route; ${n(moneyOut['moved'])} moved money | ${n(moneyOut['movedTwice'])} moved twice, ${n(moneyOut['movedButRefused'])} told "refused" for money that left, ${n(moneyOut['uncountedCents'])} cents uncounted by the day's limit | ${String(moneyOut['at']).slice(0, 16)} |`,
    );
  }
  if (crash) {
    rows.push(
      `| crash test | ${n(crash['runs'])} × \`kill -9\` during sync and creates; ${n(crash['acknowledged'])} acknowledged creates, ${n(crash['intents'])} intents at the bank | ${n(crash['corrupt'])} corrupt files, ${n(crash['lost'])} lost, ${n(crash['duplicates'])} duplicates, ${n(crash['unresolved'])} unresolved | ${String(crash['at']).slice(0, 16)} |`,
    );
  }
  if (secrets) {
    rows.push(
      `| secrets on disk | ${n(secrets['files'])} files, ${n(secrets['bytes'])} bytes, ${(secrets['needles'] as unknown[] | undefined)?.length ?? 0} needles; planted control ${secrets['controlFound'] ? 'found' : 'NOT found'} | ${n(secrets['hits'])} hits | ${String(secrets['at']).slice(0, 16)} |`,
    );
  }
  if (electronegativity) {
    rows.push(
      `| Electronegativity (Electron ${String(electronegativity['electron'])}) | ${(electronegativity['scanned'] as string[]).join(', ')}: ${n(electronegativity['findings'])} findings, each reviewed below | ${n(electronegativity['open'])} unreviewed | ${String(electronegativity['at']).slice(0, 16)} |`,
    );
  }
  return ['| evidence | what ran | result | at (UTC) |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

if (import.meta.main) {
  const figures = securityFigures();
  if (!figures) {
    console.error('No security figures: run `npm run check:security` first.');
    process.exit(1);
  }
  if (process.argv.includes('--write')) {
    const path = join(root, 'SECURITY.md');
    const text = readFileSync(path, 'utf8');
    const from = text.indexOf(BEGIN);
    const to = text.indexOf(END);
    if (from === -1 || to === -1) throw new Error(`SECURITY.md has no ${BEGIN} … ${END} markers`);
    writeFileSync(path, `${text.slice(0, from + BEGIN.length)}\n\n${figures}\n\n${text.slice(to)}`);
    console.log('SECURITY.md: figures updated');
  } else {
    console.log(figures);
  }
}
