import type {
  ChargeRef,
  ReminderChannel,
  ReminderList,
  ReminderMark,
  ReminderRules,
} from '../../../preload/contract/schemas/reminders.ts';
import { todayInSaoPaulo, type IsoDate } from '../../domain/dates.ts';
import { DATED_KINDS } from '../charges/home-summary.ts';
import type { CacheDb } from '../db/database.ts';
import { groupReminders, type DueChargeRow, type SavedContact } from './reminder-groups.ts';
import { reminderHorizon } from './reminder-rules.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** The reminders list over the charges index, and the reminders sent. Get one with `remindersRepo(db)`. */
export interface RemindersRepo {
  /** Today's list under `rules`, from the cache (so it holds offline). */
  list(today: IsoDate, rules: ReminderRules): ReminderList;
  /**
   * Records that a message naming `charges` was opened at `at`: once per charge and São Paulo
   * day (a second message that day moves the time and channel). Charges the cache does not
   * hold are skipped; `recorded` says how many were kept.
   */
  markSent(
    charges: readonly ChargeRef[],
    channel: ReminderChannel,
    at: Date,
  ): { mark: ReminderMark; recorded: number };
}

interface SelectedRow extends Omit<DueChargeRow, 'lastReminder'> {
  remindedAt: string | null;
  remindedDay: string | null;
  remindedChannel: ReminderChannel | null;
}

const repos = new WeakMap<CacheDb, RemindersRepo>();

/** The repository over `db`; one per connection, so its prepared statements are reused. */
export function remindersRepo(db: CacheDb): RemindersRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createRemindersRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

function createRemindersRepo(db: CacheDb): RemindersRepo {
  // The home screen's open charges with a due date, up to the horizon: a seek per kind on
  // `charges_by_due_date` (state, kind, due_date). Every overdue charge is among them, so the
  // overdue tally is the home screen's. Each with its codes to pay and its latest reminder
  // (the reminders key read backwards).
  const dueRows = db.prepare<[string], SelectedRow>(
    `SELECT c.kind AS kind, c.correlation_id AS id, c.amount_cents AS amountCents,
        c.payer_name AS payerName, c.payer_document AS payerDocument, c.reference AS reference,
        c.due_date AS dueDate,
        b.digitable_line AS digitableLine,
        CASE c.kind
          WHEN 'boleto' THEN json_extract(b.record_json, '$.qrCode')
          ELSE json_extract(p.record_json, '$.payloadPix')
        END AS pixPayload,
        r.reminded_at AS remindedAt, r.day AS remindedDay, r.channel AS remindedChannel
       FROM charges AS c
       LEFT JOIN boletos AS b ON c.kind = 'boleto' AND b.correlation_id = c.correlation_id
       LEFT JOIN pix_codes AS p
         ON c.kind = 'pix-due-date' AND p.correlation_id = c.correlation_id
       LEFT JOIN reminders AS r
         ON r.charge_kind = c.kind AND r.correlation_id = c.correlation_id
        AND r.day = (SELECT max(m.day) FROM reminders AS m
                      WHERE m.charge_kind = c.kind AND m.correlation_id = c.correlation_id)
      WHERE c.state = 'open' AND c.kind IN ${DATED_KINDS} AND c.due_date <= ?
      ORDER BY c.due_date, c.id`,
  );
  const savedContact = db.prepare<[string], SavedContact>(
    `SELECT document, name, email, phone_prefix AS phonePrefix, phone_number AS phoneNumber
       FROM customers WHERE document = ?`,
  );
  const chargeExists = db
    .prepare<[string, string], number>(
      'SELECT EXISTS (SELECT 1 FROM charges WHERE kind = ? AND correlation_id = ?)',
    )
    .pluck();
  const upsert = db.prepare<[string, string, string, ReminderChannel, string]>(
    `INSERT INTO reminders (charge_kind, correlation_id, day, channel, reminded_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (charge_kind, correlation_id, day)
     DO UPDATE SET channel = excluded.channel, reminded_at = excluded.reminded_at`,
  );

  // One snapshot: the charges and the contacts are read as of the same moment.
  const list = db.transaction((today: IsoDate, rules: ReminderRules): ReminderList => {
    const rows: DueChargeRow[] = dueRows
      .all(reminderHorizon(today, rules))
      .map(({ remindedAt, remindedDay, remindedChannel, ...row }) => ({
        ...row,
        lastReminder:
          remindedAt !== null && remindedDay !== null && remindedChannel !== null
            ? { at: remindedAt, day: remindedDay, channel: remindedChannel }
            : null,
      }));
    const grouped = groupReminders(rows, today, rules, (document) => {
      return savedContact.get(document) ?? null;
    });
    return { ...grouped, rules };
  });

  const markSent = writeTransaction(
    db,
    (charges: readonly ChargeRef[], channel: ReminderChannel, at: Date) => {
      const mark: ReminderMark = { at: at.toISOString(), day: todayInSaoPaulo(at), channel };
      let recorded = 0;
      const seen = new Set<string>();
      for (const charge of charges) {
        const key = `${charge.kind}\u0000${charge.id}`;
        if (seen.has(key) || chargeExists.get(charge.kind, charge.id) !== 1) continue;
        seen.add(key);
        upsert.run(charge.kind, charge.id, mark.day, channel, mark.at);
        recorded += 1;
      }
      return { mark, recorded };
    },
  );

  return {
    list: (today, rules) => list(today, rules),
    markSent: (charges, channel, at) => markSent(charges, channel, at),
  };
}
