import type Database from 'better-sqlite3';
import type { SplitConfigurationRecord, SplitInstructionRecord } from '../../domain/wire/split.ts';
import type { SandboxStore } from '../store.ts';

/** An instruction before it has ids. */
export interface NewInstruction {
  amount: number;
  type: SplitInstructionRecord['type'];
  transferType: SplitInstructionRecord['transferType'];
  beneficiary: SplitInstructionRecord['beneficiary'];
}

/** Split configurations and their instructions; ids are numbers (service-spec 2.8). */
export class SplitStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /** Creates a configuration with its instructions; returns it whole. */
  create(
    accountId: string,
    bankAccountNumber: string,
    instructions: readonly NewInstruction[],
    at: string,
  ): SplitConfigurationRecord {
    return this.#db.transaction(() => {
      const id = Number(
        this.#db
          .prepare(
            `INSERT INTO split_configurations (account_id, bank_account_number, created_at, updated_at)
             VALUES (?, ?, ?, ?)`,
          )
          .run(accountId, bankAccountNumber, at, at).lastInsertRowid,
      );
      for (const instruction of instructions) this.#insertInstruction(id, instruction);
      return this.get(accountId, id)!;
    })();
  }

  /** Adds one instruction (the others untouched); undefined when there is no such configuration. */
  addInstruction(
    accountId: string,
    configurationId: number,
    instruction: NewInstruction,
    at: string,
  ): SplitConfigurationRecord | undefined {
    return this.#db.transaction(() => {
      if (!this.#touch(accountId, configurationId, at)) return undefined;
      this.#insertInstruction(configurationId, instruction);
      return this.get(accountId, configurationId);
    })();
  }

  /** Changes an instruction's type and amount; undefined when either id is unknown. */
  updateInstruction(
    accountId: string,
    configurationId: number,
    instructionId: number,
    change: Pick<NewInstruction, 'type' | 'amount'>,
    at: string,
  ): SplitConfigurationRecord | undefined {
    return this.#db.transaction(() => {
      if (!this.get(accountId, configurationId)) return undefined;
      const changed = this.#db
        .prepare(
          `UPDATE split_instructions SET record = json_set(record, '$.type', ?, '$.amount', ?)
           WHERE id = ? AND configuration_id = ?`,
        )
        .run(change.type, change.amount, instructionId, configurationId).changes;
      if (changed === 0) return undefined;
      this.#touch(accountId, configurationId, at);
      return this.get(accountId, configurationId);
    })();
  }

  get(accountId: string, id: number): SplitConfigurationRecord | undefined {
    const row = this.#db
      .prepare(
        `SELECT id, bank_account_number AS bankAccountNumber, created_at AS createdAt,
                updated_at AS updatedAt
         FROM split_configurations WHERE account_id = ? AND id = ?`,
      )
      .get(accountId, id) as
      | Pick<SplitConfigurationRecord, 'id' | 'bankAccountNumber' | 'createdAt' | 'updatedAt'>
      | undefined;
    if (!row) return undefined;
    const instructions = this.#db
      .prepare('SELECT id, record FROM split_instructions WHERE configuration_id = ? ORDER BY id')
      .all(id) as { id: number; record: string }[];
    return {
      ...row,
      instructions: instructions.map((instruction) => ({
        id: instruction.id,
        splitPaymentConfigurationId: id,
        ...(JSON.parse(instruction.record) as NewInstruction),
      })),
    };
  }

  /**
   * The configuration in force for payments received on an account: the latest created for
   * it (assumption: a new configuration replaces the previous one).
   */
  inForce(accountId: string, bankAccountNumber: string): SplitConfigurationRecord | undefined {
    const id = this.#db
      .prepare(
        `SELECT id FROM split_configurations WHERE account_id = ? AND bank_account_number = ?
         ORDER BY id DESC LIMIT 1`,
      )
      .pluck()
      .get(accountId, bankAccountNumber) as number | undefined;
    return id === undefined ? undefined : this.get(accountId, id);
  }

  #insertInstruction(configurationId: number, instruction: NewInstruction): void {
    this.#db
      .prepare('INSERT INTO split_instructions (configuration_id, record) VALUES (?, ?)')
      .run(configurationId, JSON.stringify(instruction));
  }

  #touch(accountId: string, id: number, at: string): boolean {
    return (
      this.#db
        .prepare('UPDATE split_configurations SET updated_at = ? WHERE account_id = ? AND id = ?')
        .run(at, accountId, id).changes > 0
    );
  }
}

const stores = new WeakMap<SandboxStore, SplitStore>();

/** The split store on a sandbox store's connection. */
export function splitStore(store: SandboxStore): SplitStore {
  let found = stores.get(store);
  if (!found) stores.set(store, (found = new SplitStore(store.db)));
  return found;
}
