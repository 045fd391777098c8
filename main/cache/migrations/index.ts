import type { Migration } from './migration.ts';
import { migration0010Init } from './0010-init.ts';
import { migration0020BoletoSearch } from './0020-boleto-search.ts';
import { migration0030PixAndCharges } from './0030-pix-and-charges.ts';
import { migration0040DropBoletoSearch } from './0040-drop-boleto-search.ts';
import { migration0050OutboxAccepted } from './0050-outbox-accepted.ts';
import { migration0060SentPayments } from './0060-sent-payments.ts';
import { migration0070ReceivedPix } from './0070-received-pix.ts';
import { migration0080PixKeysAndSplit } from './0080-pix-keys-and-split.ts';
import { migration0090SentTransfers } from './0090-sent-transfers.ts';
import { migration0095MoneyOutActivity } from './0095-money-out-activity.ts';
import { migration0100ChargesByPaidAt } from './0100-charges-by-paid-at.ts';
import { migration0110EventJournal } from './0110-event-journal.ts';
import { migration0120Customers } from './0120-customers.ts';
import { migration0130OurNumberSearch } from './0130-our-number-search.ts';
import { migration0140ReceivedPixByReference } from './0140-received-pix-by-reference.ts';
import { migration0150OwnerAccessLog } from './0150-owner-access-log.ts';
import { migration0160Reminders } from './0160-reminders.ts';
import { migration0170Subscriptions } from './0170-subscriptions.ts';
import { migration0180ReceivedMaintained } from './0180-received-maintained.ts';
import { migration0190ChargeRefunds } from './0190-charge-refunds.ts';
import { migration0200Statement } from './0200-statement.ts';
import { migration0210Alerts } from './0210-alerts.ts';
import { migration0220PixKeysListed } from './0220-pix-keys-listed.ts';
import { migration0230SentBoletos } from './0230-sent-boletos.ts';
import { migration0240ScheduledTransfers } from './0240-scheduled-transfers.ts';
import { migration0250CounterQrRegistered } from './0250-counter-qr-registered.ts';
import { migration0260ActivityByTime } from './0260-activity-by-time.ts';
import { migration0270ReceivedCharge } from './0270-received-charge.ts';
import { migration0280BoletoLinesKept } from './0280-boleto-lines-kept.ts';

export type { Migration } from './migration.ts';

/** Every migration, oldest first. Append only: a shipped migration is never edited. */
export const cacheMigrations: readonly Migration[] = [
  migration0010Init,
  migration0020BoletoSearch,
  migration0030PixAndCharges,
  migration0040DropBoletoSearch,
  migration0050OutboxAccepted,
  migration0060SentPayments,
  migration0070ReceivedPix,
  migration0080PixKeysAndSplit,
  migration0090SentTransfers,
  migration0095MoneyOutActivity,
  migration0100ChargesByPaidAt,
  migration0110EventJournal,
  migration0120Customers,
  migration0130OurNumberSearch,
  migration0140ReceivedPixByReference,
  migration0150OwnerAccessLog,
  migration0160Reminders,
  migration0170Subscriptions,
  migration0180ReceivedMaintained,
  migration0190ChargeRefunds,
  migration0200Statement,
  migration0210Alerts,
  migration0220PixKeysListed,
  migration0230SentBoletos,
  migration0240ScheduledTransfers,
  migration0250CounterQrRegistered,
  migration0260ActivityByTime,
  migration0270ReceivedCharge,
  migration0280BoletoLinesKept,
];

/** The schema version this code writes; a cache file with a higher `user_version` is refused. */
export const LATEST_CACHE_VERSION: number = cacheMigrations.at(-1)?.version ?? 0;
