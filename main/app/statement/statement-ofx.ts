import {
  statementReferenceText,
  type Locale,
  type StatementLine,
} from '../../../preload/contract/index.ts';
import { reais } from '../charges/charges-csv.ts';
import { saoPauloTime } from './sao-paulo-time.ts';
import { statementWords } from './statement-words.ts';

/** What the file says of the account and the period it covers. */
export interface OfxAccount {
  /** The account number the profile uses (`x-service-account-id`). */
  accountId: string;
  /** First and last São Paulo day of the period, when the filters set them. */
  from: string | null;
  to: string | null;
  /** When the file is written. */
  now: Date;
}

/**
 * The bank's code is not in the service's interface: accounting imports match the file to an
 * account by its number (ACCTID), and BANKID, required by OFX, carries this placeholder.
 */
export const UNKNOWN_BANK_ID = '0000';

/** NAME is at most 32 characters in OFX 1.02, MEMO 255. */
const NAME_MAX = 32;
const MEMO_MAX = 255;

/** Text of an element: one line, SGML's three special characters as entities. */
function text(value: string, max: number): string {
  const oneLine = value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
  return oneLine.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `YYYYMMDDHHMMSS[-3:BRT]`: São Paulo's wall clock with its offset, as Brazilian banks write. */
export function ofxDateTime(instant: string): string {
  const local = saoPauloTime(instant);
  if (local === null) return '19700101000000[0:GMT]';
  const digits = `${local.date.replaceAll('-', '')}${local.time.replaceAll(':', '')}`;
  const zone = local.offsetHours === -2 ? 'BRST' : 'BRT';
  return `${digits}[${local.offsetHours}:${zone}]`;
}

/** A São Paulo day's start or end, in OFX's form. */
const dayBound = (day: string, end: boolean) =>
  `${day.replaceAll('-', '')}${end ? '235959' : '000000'}[-3:BRT]`;

/**
 * An OFX 1.02 (SGML) bank statement of the lines that moved money: one STMTTRN per line that
 * did not fail (a failed one moved nothing; accounting has nothing to post), CREDIT in and
 * DEBIT out, FITID the line's stable id (importing the same period twice adds nothing),
 * NAME the counterparty (or the kind), MEMO the kind and what the line refers to. UTF-8.
 *
 * LEDGERBAL (the balance) is left out: the bank offers no balance read, and a made-up one would
 * be worse than none. Importers that need it (few do) cannot read this file.
 */
export function statementOfx(
  lines: readonly StatementLine[],
  account: OfxAccount,
  locale: Locale,
): string {
  const words = statementWords(locale);
  const moved = lines.filter((line) => line.status !== 'failed');
  const days = moved.map((line) => line.day).sort();
  const start = account.from ?? days[0] ?? null;
  const end = account.to ?? days.at(-1) ?? null;
  const now = ofxDateTime(account.now.toISOString());
  const transactions = moved.map((line) => {
    const kind = words.kind[line.kind];
    const reference = statementReferenceText(line, (charge) => words.charge[charge]);
    const memo = [kind, line.description, reference].filter((p) => p).join(' - ');
    return [
      '<STMTTRN>',
      `<TRNTYPE>${line.direction === 'in' ? 'CREDIT' : 'DEBIT'}`,
      `<DTPOSTED>${ofxDateTime(line.occurredAt)}`,
      `<TRNAMT>${reais(line.effectCents, 'dot')}`,
      `<FITID>${text(line.id, 255)}`,
      `<NAME>${text(line.counterpartyName ?? kind, NAME_MAX)}`,
      `<MEMO>${text(memo, MEMO_MAX)}`,
      '</STMTTRN>',
    ].join('\r\n');
  });
  const body = [
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    '<STATUS>',
    '<CODE>0',
    '<SEVERITY>INFO',
    '</STATUS>',
    `<DTSERVER>${now}`,
    `<LANGUAGE>${locale === 'en' ? 'ENG' : 'POR'}`,
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    '<TRNUID>1',
    '<STATUS>',
    '<CODE>0',
    '<SEVERITY>INFO',
    '</STATUS>',
    '<STMTRS>',
    '<CURDEF>BRL',
    '<BANKACCTFROM>',
    `<BANKID>${UNKNOWN_BANK_ID}`,
    `<ACCTID>${text(account.accountId, 22)}`,
    '<ACCTTYPE>CHECKING',
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    `<DTSTART>${start === null ? now : dayBound(start, false)}`,
    `<DTEND>${end === null ? now : dayBound(end, true)}`,
    ...transactions,
    '</BANKTRANLIST>',
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
  ];
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:UTF-8',
    'CHARSET:NONE',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
  ];
  return `${header.join('\r\n')}\r\n\r\n${body.join('\r\n')}\r\n`;
}
