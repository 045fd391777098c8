import type { StatementFilters, StatementLine } from '../../../preload/contract/index.ts';
import { statementRepo, type StatementRepo } from '../../cache/statement/statement-repo.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import { statementCsv } from './statement-csv.ts';
import { statementOfx } from './statement-ofx.ts';
import { statementWords } from './statement-words.ts';

type StatementHandlers = Pick<
  HandlerTable,
  'statement:list' | 'statement:export-csv' | 'statement:export-ofx'
>;

/** Every filtered line, newest first, through the same keyset pages as the list. */
function allLines(repo: StatementRepo, filters: StatementFilters): StatementLine[] {
  const lines: StatementLine[] = [];
  let after = null;
  do {
    const page = repo.page({ filters, after, limit: 500 });
    lines.push(...page.lines);
    after = page.next;
  } while (after !== null);
  return lines;
}

/**
 * The account statement, read from the cache (works offline): a page of lines with their
 * days' sums and the period's, and the same lines as CSV or OFX in the owner's language.
 */
export function statementHandlers(ctx: AppContext): StatementHandlers {
  const repo = () => statementRepo(ctx.session().db);
  const fileName = (extension: string) =>
    `${statementWords(ctx.settings.value.locale).filename}-${todayInSaoPaulo(ctx.now())}.${extension}`;

  return {
    'statement:list': ({ filters, after, limit }) => repo().page({ filters, after, limit }),
    'statement:export-csv': ({ filters, decimalSeparator }) => {
      const lines = allLines(repo(), filters);
      return {
        filename: fileName('csv'),
        text: statementCsv(lines, decimalSeparator, ctx.settings.value.locale),
        rows: lines.length,
      };
    },
    'statement:export-ofx': async ({ filters }) => {
      const session = ctx.session();
      const lines = allLines(repo(), filters);
      // The account's number names it for the accounting import; the profile's id when the
      // number cannot be read now (the local sandbox not started yet).
      const accountId = await session.clientConfig().then(
        (config) => config.accountId,
        () => session.profileId,
      );
      const text = statementOfx(
        lines,
        { accountId, from: filters.from ?? null, to: filters.to ?? null, now: ctx.now() },
        ctx.settings.value.locale,
      );
      return {
        filename: fileName('ofx'),
        text,
        rows: lines.filter((line) => line.status !== 'failed').length,
      };
    },
  };
}
