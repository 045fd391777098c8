import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import {
  businessDetailsSchema,
  headerNamesSchema,
  keyTransferRouteSchema,
  localeSchema,
  reminderRulesSchema,
  type Locale,
} from '../../../preload/contract/index.ts';

export const LOCAL_SANDBOX_PROFILE_ID = 'local-sandbox';

const storedProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['provider-sandbox', 'production']),
  baseUrl: z.string(),
  accountId: z.string(),
  headerNames: headerNamesSchema,
  // Profiles saved before the setting existed: the operator's SDK routes, as QR payments use.
  keyTransferRoute: keyTransferRouteSchema.default('sdk-v2'),
  caPem: z.string().nullable().default(null),
});
export type StoredProfile = z.infer<typeof storedProfileSchema>;

const storedLimitsSchema = z.object({
  perTransferCents: z.number().int().positive().nullable(),
  perDayCents: z.number().int().positive().nullable(),
});

const settingsSchema = z.object({
  version: z.literal(1),
  locale: localeSchema,
  activeProfileId: z.string(),
  /** Remote profiles only; the local sandbox profile is built in. */
  profiles: z.array(storedProfileSchema),
  /**
   * The owner's limits on money out, by profile id (absent: no limits). Kept here, not in the
   * cache: a cache may be rebuilt, and a limit must never vanish with it.
   */
  moneyOutLimits: z.record(z.string(), storedLimitsSchema).default({}),
  /**
   * The owner's business details by profile id (absent: none given), printed on every
   * document. Kept here for the same reason: a rebuilt cache must not lose them.
   */
  businessDetails: z.record(z.string(), businessDetailsSchema).default({}),
  /** The owner's reminder rules by profile id (absent: the defaults); kept for the same reason. */
  reminderRules: z.record(z.string(), reminderRulesSchema).default({}),
});
export type Settings = z.infer<typeof settingsSchema>;

const firstRun: Settings = {
  version: 1,
  locale: 'pt-BR',
  activeProfileId: LOCAL_SANDBOX_PROFILE_ID,
  profiles: [],
  moneyOutLimits: {},
  businessDetails: {},
  reminderRules: {},
};

/**
 * The user's settings: locale, profiles (never their secrets: those live in the vault), and
 * which profile is active. A small JSON file written atomically; a missing or unreadable file
 * means first run, so the app always starts on the local sandbox.
 */
export class SettingsStore {
  readonly #file: string;
  #settings: Settings;

  constructor(userDataDir: string) {
    this.#file = join(userDataDir, 'settings.json');
    this.#settings = readSettings(this.#file);
  }

  get value(): Settings {
    return this.#settings;
  }

  update(change: (settings: Settings) => Settings): Settings {
    const next = settingsSchema.parse(change(structuredClone(this.#settings)));
    mkdirSync(dirname(this.#file), { recursive: true });
    const temporary = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(next, null, 2), { mode: 0o600 });
    renameSync(temporary, this.#file);
    this.#settings = next;
    return next;
  }

  setLocale(locale: Locale): void {
    this.update((s) => ({ ...s, locale }));
  }
}

function readSettings(file: string): Settings {
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : structuredClone(firstRun);
  } catch {
    return structuredClone(firstRun);
  }
}
