import { z } from 'zod';

const none = z.object({}).strict().default({});

/** How long a passcode may be. Six characters at least: a till's PIN pad is not enough. */
export const PASSCODE_MIN_LENGTH = 6;
export const PASSCODE_MAX_LENGTH = 64;
/** Wrong passcodes in a row before the passcode locks (then for a growing time). */
export const PASSCODE_TRIES = 5;

/** The owner's passcode as the owner chooses it; kept as typed (no trimming: it is a secret). */
export const passcodeSchema = z
  .string()
  .min(1, 'v.required')
  .min(PASSCODE_MIN_LENGTH, 'v.passcode.length')
  .max(PASSCODE_MAX_LENGTH, 'v.passcode.length');

/** A passcode typed to prove who is at the keyboard: only its size is bounded here. */
const typedPasscodeSchema = z.string().min(1, 'v.required').max(PASSCODE_MAX_LENGTH, 'v.invalid');

export const roleModes = ['owner', 'clerk'] as const;
export type RoleMode = (typeof roleModes)[number];

/** The active profile's roles as the renderer may know them: never the hash, nor its salt. */
export const roleStatusSchema = z.object({
  /** Without a passcode there are no roles: everything works as for the owner. */
  passcodeSet: z.boolean(),
  mode: z.enum(roleModes),
  /** Wrong passcodes still allowed before the passcode locks. */
  triesLeft: z.number().int().min(0),
  /** While locked, the instant (ISO) the next try is allowed. */
  lockedUntil: z.string().nullable(),
});
export type RoleStatus = z.infer<typeof roleStatusSchema>;

/** Setting a passcode (`current` absent) or changing it (`current` required by main). */
export const setPasscodeInputSchema = z
  .object({
    current: typedPasscodeSchema.optional(),
    passcode: passcodeSchema,
    confirm: z.string().max(PASSCODE_MAX_LENGTH, 'v.invalid'),
  })
  .strict()
  .refine((input) => input.confirm === input.passcode, {
    path: ['confirm'],
    message: 'v.passcode.confirm_mismatch',
  });
export type SetPasscodeInput = z.input<typeof setPasscodeInputSchema>;

/** What the owner's passcode was asked for and how it went, as the activity log shows it. */
export const ownerAccessEvents = [
  'required', // a call that needs the owner was refused: no passcode given for it
  'accepted', // the passcode was right: the call it was typed for may run once
  'refused', // a wrong passcode
  'locked', // too many wrong passcodes: tries refused until the lock ends
  'clerk-mode', // the profile went to clerk mode
  'owner-mode', // the owner took the profile back (passcode accepted)
  'passcode-set',
  'passcode-changed',
  'passcode-removed',
] as const;
export type OwnerAccessEvent = (typeof ownerAccessEvents)[number];

export const ownerAccessEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  event: z.enum(ownerAccessEvents),
  /** The channel the passcode was asked for (or the roles channel that changed the mode). */
  channel: z.string(),
  /** After a refusal, the wrong passcodes still allowed before the lock. */
  triesLeft: z.number().int().nullable(),
  /** A lock's end (ISO). */
  lockedUntil: z.string().nullable(),
});
export type OwnerAccessEntry = z.infer<typeof ownerAccessEntrySchema>;

/**
 * Roles on a profile: the owner and the clerk (caixa). The owner's passcode is checked in main
 * only; the renderer learns whether one is set, the mode, and how many tries are left.
 */
export const roleOperations = {
  'roles:status': { input: none, output: roleStatusSchema },
  /** Sets the passcode, or changes it (the current one is then required). */
  'roles:set-passcode': { input: setPasscodeInputSchema, output: roleStatusSchema },
  /** Removes the passcode, and with it the roles: the current one is required. */
  'roles:remove-passcode': {
    input: z.object({ current: typedPasscodeSchema }).strict(),
    output: roleStatusSchema,
  },
  /** Hands the app to the clerk: free, and needs a passcode set. */
  'roles:enter-clerk-mode': { input: none, output: roleStatusSchema },
  /** Takes the app back as the owner, with the passcode. */
  'roles:enter-owner-mode': {
    input: z.object({ passcode: typedPasscodeSchema }).strict(),
    output: roleStatusSchema,
  },
  /**
   * The owner's passcode for one call in clerk mode: the next call of `channel` runs as the
   * owner's (once, within a short window); any other call still needs its own.
   */
  'roles:unlock': {
    input: z.object({ passcode: typedPasscodeSchema, channel: z.string().min(1).max(64) }).strict(),
    output: z.object({ channel: z.string(), expiresAt: z.string() }),
  },
  /** When the owner's passcode was asked for, given and refused: newest first. */
  'roles:log': {
    input: z.object({ limit: z.number().int().min(1).max(5000).default(200) }).strict(),
    output: z.array(ownerAccessEntrySchema),
  },
} as const;
