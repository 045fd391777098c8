import type { AppError, Channel } from '../../../../preload/contract/index.ts';
import type { RoleStatus } from '../../../../preload/contract/features/roles.ts';
import { accessOf } from '../../../../preload/contract/owner-only.ts';
import { invoke, on } from '../../lib/api.ts';
import type { NavSection } from '../../routes.ts';

/** What the passcode dialog is open for: one refused call, or taking the app back. */
export type PasscodeRequest =
  | { purpose: 'unlock'; channel: Channel; resolve: (granted: boolean) => void }
  | { purpose: 'owner-mode'; resolve: (granted: boolean) => void };

/**
 * The side navigation's items whose main action needs the owner, found from the channel that
 * action calls: in clerk mode they stay, with a lock hint.
 */
const sectionActions: Partial<Record<NavSection, Channel>> = {
  pay: 'payments:pay-qr',
  'pay-boleto': 'bill-payments:pay',
  transfer: 'transfers:create',
  'pix-keys': 'pix-keys:create',
  split: 'split:create-configuration',
  webhooks: 'webhooks:register',
  statement: 'statement:list',
};
const ownerSections = new Set(
  (Object.entries(sectionActions) as [NavSection, Channel][])
    .filter(([, channel]) => accessOf(channel) === 'owner')
    .map(([section]) => section),
);

/**
 * The active profile's roles as the window knows them (main decides; this only shows), and
 * the one passcode dialog: requests wait their turn, so two refused calls ask one at a time.
 */
class Roles {
  #status = $state.raw<RoleStatus | null>(null);
  #request = $state.raw<PasscodeRequest | null>(null);
  #queue: Promise<unknown> = Promise.resolve();

  get status(): RoleStatus | null {
    return this.#status;
  }
  /** Clerk mode is on: a passcode is set and the owner handed the app over. */
  get clerk(): boolean {
    return this.#status?.passcodeSet === true && this.#status.mode === 'clerk';
  }
  get request(): PasscodeRequest | null {
    return this.#request;
  }
  /** The navigation items that show a lock hint now. */
  get lockedSections(): ReadonlySet<NavSection> {
    return this.clerk ? ownerSections : new Set();
  }

  async load(): Promise<void> {
    const result = await invoke('roles:status', {});
    if (result.ok) this.#status = result.value;
  }

  set(status: RoleStatus): void {
    this.#status = status;
  }

  /** Follows main: the roles or the active profile changed. */
  listen(): () => void {
    return on('data:changed', ({ resource }) => {
      if (resource === 'roles' || resource === 'profiles') void this.load();
    });
  }

  /** Asks the owner for the passcode for one call of `channel` (the owner gate). */
  askToUnlock = (channel: Channel, _refusal: AppError): Promise<boolean> =>
    this.#ask((resolve) => ({ purpose: 'unlock', channel, resolve }));

  /** Asks the owner for the passcode to take the app back. */
  askForOwnerMode(): Promise<boolean> {
    return this.#ask((resolve) => ({ purpose: 'owner-mode', resolve }));
  }

  /** The dialog's answer: closes the request and lets the next one open. */
  finish(granted: boolean): void {
    const request = this.#request;
    this.#request = null;
    request?.resolve(granted);
  }

  #ask(make: (resolve: (granted: boolean) => void) => PasscodeRequest): Promise<boolean> {
    const turn = this.#queue.then(
      () =>
        new Promise<boolean>((resolve) => {
          void this.load();
          this.#request = make(resolve);
        }),
    );
    this.#queue = turn;
    return turn;
  }
}

export const roles = new Roles();
