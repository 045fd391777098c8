import type {
  ChargeKind,
  ChargeMoney,
  ChargeState,
  Locale,
} from '../../../../preload/contract/index.ts';
import type { MessageKey } from '../../lib/i18n/keys.ts';
import type { Route } from '../../lib/router.ts';

/**
 * A Pix code's status as the service names it, in the states the charges list filters by.
 * The spec names ACTIVE, CONCLUDED, EXPIRED (immediate) and CANCELLED (due-date); anything
 * else the service may send later has no state (the chip shows its name).
 */
export function pixStatusState(status: string): ChargeState | null {
  switch (status.toUpperCase()) {
    case 'ACTIVE':
      return 'open';
    case 'CONCLUDED':
      return 'paid';
    case 'EXPIRED':
      return 'expired';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return null;
  }
}

/**
 * An open charge whose due date (São Paulo calendar day) has passed: still payable — with
 * fine and interest when it has them — until the bank closes it, so only a hint.
 */
export function isOpenPastDue(state: ChargeState, dueDate: string | null, today: string): boolean {
  return (
    state === 'open' && dueDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(dueDate) && dueDate < today
  );
}

/** The chip colour of each list state: the boleto statuses and the charge states share four. */
export const stateTones = {
  open: 'pending',
  paid: 'paid',
  expired: 'expired',
  cancelled: 'cancelled',
} as const satisfies Record<ChargeState, string>;

/**
 * A charge's status as the owner reads it: a paid charge once its refunds are counted
 * (main derives `money`, `main/domain/charge-money.ts`), any other by its state.
 */
export function chargeStatusOf(charge: { state: ChargeState; money?: ChargeMoney | null }): {
  label: MessageKey;
  tone: (typeof stateTones)[ChargeState];
  status: string;
} {
  const money = charge.money?.state;
  if (money === 'refunded')
    return { label: 'charge.money.refunded', tone: 'cancelled', status: money };
  if (money === 'partly-refunded')
    return { label: 'charge.money.partly-refunded', tone: 'paid', status: money };
  return {
    label: `charge.state.${charge.state}`,
    tone: stateTones[charge.state],
    status: charge.state,
  };
}

/** Where a row of the charges list opens. */
export function chargeRoute(kind: ChargeKind, id: string): Route {
  return kind === 'boleto' ? { name: 'detail', id } : { name: 'pix', id };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `iso` was, for "atualizado há 5 minutos": null under a minute (say "now"),
 * otherwise the largest whole unit. A time in the future (clocks apart) counts as now.
 */
export function ageOf(
  iso: string,
  nowMs: number,
): { value: number; unit: 'minute' | 'hour' | 'day' } | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const ms = nowMs - at;
  if (ms < MINUTE) return null;
  if (ms < HOUR) return { value: Math.floor(ms / MINUTE), unit: 'minute' };
  if (ms < DAY) return { value: Math.floor(ms / HOUR), unit: 'hour' };
  return { value: Math.floor(ms / DAY), unit: 'day' };
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "há 5 minutos" / "5 minutes ago" (`short`: "há 5 min." / "5 min. ago"); null for now. */
export function formatAge(
  iso: string,
  nowMs: number,
  locale: Locale,
  style: 'long' | 'short' = 'long',
): string | null {
  const age = ageOf(iso, nowMs);
  if (!age) return null;
  const cacheKey = `${locale}/${style}`;
  let format = relativeFormats.get(cacheKey);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style });
    relativeFormats.set(cacheKey, format);
  }
  return format.format(-age.value, age.unit);
}

/** Milliseconds left until `iso`, never below 0; null when `iso` is not an instant. */
export function msLeft(iso: string, nowMs: number): number | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown as a clock: `14:05` under an hour, `3:04:05` under a day, `2 d 03:04:05`
 * beyond (the `d` is the same in Portuguese and English). Whole seconds, rounded up, so
 * it reads `00:01` until the last second is really gone.
 */
export function formatCountdown(ms: number, locale: Locale): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  // Weeks away, seconds ticking mean nothing: the count is in days, the clock only on the
  // last day.
  if (days >= 2) return locale === 'en' ? `${days} days` : `${days} dias`;
  if (days === 1) return locale === 'en' ? `1 day ${hours} h` : `1 dia e ${hours} h`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${two(minutes)}:${two(seconds)}`;
}
