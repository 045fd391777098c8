import type { ReminderChannel, ReminderCustomer } from '../../../../preload/contract/index.ts';
import { mailtoHref, whatsAppHref, type ChargeMessage } from '../send/charge-message.ts';
import { reminderMessage } from './reminder-message.ts';

/** A customer's reminder and the links that open it, one per channel the customer can get. */
export interface ReminderLinks {
  message: ChargeMessage;
  links: Partial<Record<ReminderChannel, string>>;
}

/**
 * The links "send to the customer" opens (wa.me, mailto:), with the reminder written in: only
 * for the channels the customer has a phone or an e-mail for.
 */
export function reminderLinks(customer: ReminderCustomer, business: string): ReminderLinks {
  const message = reminderMessage(customer, business);
  const links: Partial<Record<ReminderChannel, string>> = {};
  if (customer.phone) links.whatsapp = whatsAppHref(customer.phone, message);
  if (customer.email) links.email = mailtoHref(customer.email, message);
  return { message, links };
}

/** The channel "send to everyone" uses for a customer: WhatsApp when there is a phone. */
export function preferredChannel(customer: ReminderCustomer): ReminderChannel | null {
  if (customer.phone) return 'whatsapp';
  if (customer.email) return 'email';
  return null;
}
