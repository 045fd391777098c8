import type {
  SplitConfigurationView,
  SplitInstructionView,
} from '../../../preload/contract/schemas/split.ts';
import type { CacheDb } from '../db/database.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** A configuration as the bank last answered it, in the app's terms (cents, percents). */
export interface StoredSplitConfiguration {
  id: number;
  bankAccountNumber: string;
  createdAt: string;
  updatedAt: string;
  instructions: SplitInstructionView[];
}

interface ConfigurationRow {
  id: number;
  record: string;
  synced_at: string;
  current: 0 | 1;
}

function viewOf(row: ConfigurationRow): SplitConfigurationView {
  const record = JSON.parse(row.record) as StoredSplitConfiguration;
  return { ...record, syncedAt: row.synced_at, current: row.current === 1 };
}

/**
 * The split configurations the app created or changed. The bank has no list and no read, so
 * every answer it gave (always the whole configuration) replaces the one kept. Get one with
 * `splitRepo(db)`.
 */
export interface SplitRepo {
  /** Keeps the whole configuration with its instructions, in one transaction. */
  upsert(configuration: StoredSplitConfiguration, syncedAt: string): void;
  get(id: number): SplitConfigurationView | undefined;
  /** Newest first; `current` marks the newest of each account (the one the bank applies). */
  list(): SplitConfigurationView[];
}

const SELECT = `
  SELECT c.id, c.record, c.synced_at,
    (c.id = (SELECT n.id FROM split_configurations n
             WHERE n.bank_account_number = c.bank_account_number
             ORDER BY n.created_at DESC, n.id DESC LIMIT 1)) AS current
  FROM split_configurations c`;

export function splitRepo(db: CacheDb): SplitRepo {
  const upsertConfiguration = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO split_configurations (id, bank_account_number, created_at, updated_at, record,
      synced_at)
    VALUES (@id, @bankAccountNumber, @createdAt, @updatedAt, @record, @syncedAt)
    ON CONFLICT (id) DO UPDATE SET bank_account_number = excluded.bank_account_number,
      updated_at = excluded.updated_at, record = excluded.record, synced_at = excluded.synced_at
  `);
  const dropInstructions = db.prepare<[number]>(
    `DELETE FROM split_instructions WHERE configuration_id = ?`,
  );
  const insertInstruction = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO split_instructions (id, configuration_id, rule_type, percent, amount_cents,
      transfer_type, beneficiary_number, holder_name, synced_at)
    VALUES (@id, @configurationId, @ruleType, @percent, @amountCents, @transferType,
      @beneficiaryNumber, @holderName, @syncedAt)
  `);
  const byId = db.prepare<[number], ConfigurationRow>(`${SELECT} WHERE c.id = ?`);
  const all = db.prepare<[], ConfigurationRow>(`${SELECT} ORDER BY c.created_at DESC, c.id DESC`);

  const upsert = writeTransaction(
    db,
    (configuration: StoredSplitConfiguration, syncedAt: string) => {
      upsertConfiguration.run({
        id: configuration.id,
        bankAccountNumber: configuration.bankAccountNumber,
        createdAt: configuration.createdAt,
        updatedAt: configuration.updatedAt,
        record: JSON.stringify(configuration),
        syncedAt,
      });
      dropInstructions.run(configuration.id);
      for (const instruction of configuration.instructions) {
        const { rule } = instruction;
        insertInstruction.run({
          id: instruction.id,
          configurationId: configuration.id,
          ruleType: rule.type,
          percent: rule.type === 'PERCENTAGE' ? rule.percent : null,
          amountCents: rule.type === 'FIXED' ? rule.amountCents : null,
          transferType: instruction.transferType,
          beneficiaryNumber: instruction.beneficiary.number,
          holderName: instruction.beneficiary.holderName,
          syncedAt,
        });
      }
    },
  );

  return {
    upsert(configuration, syncedAt) {
      upsert(configuration, syncedAt);
    },
    get(id) {
      const row = byId.get(id);
      return row ? viewOf(row) : undefined;
    },
    list() {
      return all.all().map(viewOf);
    },
  };
}
