/**
 * The `CREATE TABLE` of `sent_payments` (the Sent list) as migrations 0060, 0090 and 0230 wrote
 * it. SQLite keeps a table's text as written, margins included, so each version is written
 * here with the margin its migration's text had: the schema a migration produces never changes
 * once it has shipped (the migrations' tests read it back).
 */

/** What changed from one version of the table to the next. */
interface SentPaymentsShape {
  /** The kinds of payment the table accepts (`kind` CHECK). */
  kinds: readonly string[];
  /**
   * The client identity kept with each payment: the `IdempotencyKey` of a QR code payment
   * (0060), then any payment's client identity once transfers joined (0090).
   */
  identity: 'idempotency_key' | 'client_identity';
  /** A failed payment keeps the bank's reason (from 0090). */
  failureReason: boolean;
  /** The margin of the migration's text, in spaces. */
  margin: number;
}

/** The table as each migration (by version) wrote it. */
const SHAPES = {
  60: { kinds: ['qr-code'], identity: 'idempotency_key', failureReason: false, margin: 6 },
  90: {
    kinds: ['qr-code', 'key-transfer'],
    identity: 'client_identity',
    failureReason: true,
    margin: 6,
  },
  230: {
    kinds: ['qr-code', 'key-transfer', 'boleto'],
    identity: 'client_identity',
    failureReason: true,
    margin: 8,
  },
} as const satisfies Record<number, SentPaymentsShape>;

/** One column: name, type and constraints aligned as the migrations wrote them. */
const column = (name: string, type: string, constraints = '') =>
  `${name.padEnd(18)}${constraints === '' ? type : `${type.padEnd(8)}${constraints}`}`;

/** `CREATE TABLE <name> (…) STRICT` as migration `version` wrote it. */
export function sentPaymentsTable(name: string, version: keyof typeof SHAPES): string {
  const shape: SentPaymentsShape = SHAPES[version];
  const kinds = shape.kinds.map((kind) => `'${kind}'`).join(', ');
  const columns = [
    column('id', 'TEXT', 'PRIMARY KEY'),
    column('kind', 'TEXT', `NOT NULL CHECK (kind IN (${kinds}))`),
    column(shape.identity, 'TEXT', 'NOT NULL UNIQUE'),
    column('end_to_end_id', 'TEXT', 'NOT NULL'),
    column('status', 'TEXT', 'NOT NULL'),
    column('amount_cents', 'INTEGER', 'NOT NULL CHECK (amount_cents > 0)'),
    column('receiver_name', 'TEXT', 'NOT NULL'),
    column('receiver_document', 'TEXT', 'NOT NULL'),
    column('receiver_bank', 'TEXT', 'NOT NULL'),
    column('receiver_key', 'TEXT', 'NOT NULL'),
    column('description', 'TEXT'),
    ...(shape.failureReason ? [column('failure_reason', 'TEXT')] : []),
    column('created_at', 'TEXT', 'NOT NULL'),
    column('synced_at', 'TEXT', 'NOT NULL'),
  ];
  const indent = ' '.repeat(shape.margin);
  return `CREATE TABLE ${name} (
${columns.map((c) => `${indent}  ${c}`).join(',\n')}
${indent}) STRICT;`;
}
