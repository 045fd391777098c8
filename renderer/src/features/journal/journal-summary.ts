/**
 * What one journal entry says at a glance, read from the body as received: its amount and who
 * it is from or to, and for a transfer the bank made to share a payment (a split rule), which
 * payment it came from. The body is whatever the bank sent: anything missing or of another
 * shape is simply not shown (the JSON below it stays the reference).
 */
export interface JournalSummary {
  /** `data.amount` in cents; null when absent or not an amount. */
  amountCents: number | null;
  /** A sentence key of `journal.detail.*` and its values, or null when there is nothing to add. */
  detail:
    | { key: 'journal.detail.split'; paymentCents: number; to: string }
    | { key: 'journal.detail.from'; who: string }
    | { key: 'journal.detail.to'; who: string }
    | null;
}

function cents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function object(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** "Ana Souza · 123456-7", "7777-1", or null: a counterparty by name and account number. */
function party(value: unknown): string | null {
  const p = object(value);
  if (!p) return null;
  const parts = [text(p.name), text(p.number)].filter((s): s is string => s !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function journalSummary(eventType: string, json: string): JournalSummary {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return { amountCents: null, detail: null };
  }
  const data = object(object(body)?.data);
  if (!data) return { amountCents: null, detail: null };
  const amountCents = cents(data.amount);
  const split = object(data.split);
  const paymentCents = cents(split?.paymentAmount);
  const counterparty = party(data.counterparty);
  if (split && paymentCents !== null) {
    return {
      amountCents,
      detail: { key: 'journal.detail.split', paymentCents, to: counterparty ?? '—' },
    };
  }
  if (eventType === 'PIX_RECEIVED') {
    const payer = text(object(data.payer)?.name);
    return { amountCents, detail: payer ? { key: 'journal.detail.from', who: payer } : null };
  }
  if (counterparty) {
    const incoming = eventType.endsWith('_CREDITED');
    return {
      amountCents,
      detail: incoming
        ? { key: 'journal.detail.from', who: counterparty }
        : { key: 'journal.detail.to', who: counterparty },
    };
  }
  return { amountCents, detail: null };
}

/** One transfer the bank made to share a payment (a split rule), as its event tells it. */
export interface SplitShareEntry {
  eventId: string;
  amountCents: number;
  /** Who received it: name and account number, as far as the event tells. */
  to: string;
  /** The charge whose payment was shared (null for a Pix transfer received). */
  correlationId: string | null;
}

/** The split share an event body tells of, or null when it is not one. */
export function splitShareOf(eventId: string, json: string): SplitShareEntry | null {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return null;
  }
  const data = object(object(body)?.data);
  const split = object(data?.split);
  const amountCents = cents(data?.amount);
  if (!data || !split || amountCents === null) return null;
  return {
    eventId,
    amountCents,
    to: party(data.counterparty) ?? '—',
    correlationId: text(split.correlationId),
  };
}
