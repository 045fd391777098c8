import {
  AppFailure,
  issuesToFields,
  makeBoletoInputSchema,
  makePixDueDateInputSchema,
  monthReference,
  type BoletoInputParsed,
  type Customer,
  type CustomerInput,
  type PixDueDateInputParsed,
} from '../../../preload/contract/index.ts';
import type { SubscriptionRecord } from '../../cache/subscriptions/subscriptions-repo.ts';

/** What one month is issued as: a boleto (with or without Pix) or a due-date Pix code. */
export type MonthCharge =
  { kind: 'boleto'; input: BoletoInputParsed } | { kind: 'pix-due'; input: PixDueDateInputParsed };

/** A saved customer as a boleto's payer: the address only when every part of it is known. */
export function payerOf(customer: Customer): CustomerInput {
  const {
    zipCode,
    publicPlace,
    number,
    neighborhood,
    city,
    state,
    complement,
    phonePrefix,
    phoneNumber,
  } = customer;
  const hasAddress = zipCode && publicPlace && number && neighborhood && city && state;
  return {
    name: customer.name,
    document: customer.document,
    ...(customer.email ? { email: customer.email } : {}),
    ...(phonePrefix && phoneNumber ? { phone: { prefix: phonePrefix, number: phoneNumber } } : {}),
    ...(hasAddress
      ? {
          address: {
            zipCode,
            publicPlace,
            number,
            neighborhood,
            city,
            state: state as NonNullable<CustomerInput['address']>['state'],
            ...(complement ? { complement } : {}),
          },
        }
      : {}),
  };
}

/**
 * The charge of `month`, due on `dueDate`, for `customer` (their data as saved now), checked by
 * its kind's own rules with `today` as the scheduler's day. A customer whose data cannot make
 * the charge is refused on the form's customer field.
 */
export function monthCharge(
  subscription: SubscriptionRecord,
  customer: Customer,
  month: string,
  dueDate: string,
  today: string,
): MonthCharge {
  const reference = monthReference(subscription, month);
  if (subscription.kind === 'pix-due') {
    const parsed = makePixDueDateInputSchema(() => today).safeParse({
      amountCents: subscription.amountCents,
      dueDate,
      payer: { name: customer.name, document: customer.document },
      address: {
        cityName: customer.city ?? '',
        zipCode: customer.zipCode ?? '',
        state: customer.state ?? '',
        ...(customer.publicPlace ? { street: customer.publicPlace } : {}),
      },
      description: subscription.description
        ? `${subscription.description} ${reference}`.slice(0, 140)
        : reference,
    });
    if (!parsed.success) throw customerCannotPay(parsed.error.issues, 'pix_address');
    return { kind: 'pix-due', input: parsed.data };
  }
  const parsed = makeBoletoInputSchema(() => today).safeParse({
    type: subscription.kind === 'boleto-pix' ? 'BANKSLIP_PIX' : 'BANKSLIP',
    wallet: '112',
    yourNumber: reference,
    dueDate,
    amountCents: subscription.amountCents,
    payer: payerOf(customer),
  });
  if (!parsed.success) throw customerCannotPay(parsed.error.issues, 'customer_data');
  return { kind: 'boleto', input: parsed.data };
}

function customerCannotPay(
  issues: Parameters<typeof issuesToFields>[0],
  what: 'customer_data' | 'pix_address',
): AppFailure {
  // The customer's own data are what fails (an amount or a date is checked when the
  // subscription is set up): the owner fixes them on the customer's page.
  const fields = issuesToFields(issues);
  const onCustomer = Object.keys(fields).some((path) => /^(payer|address)\b/.test(path));
  if (!onCustomer)
    return new AppFailure('validation', 'This month’s charge is not valid.', { fields });
  return new AppFailure('validation', 'The customer’s data cannot make this charge.', {
    key: `error.subscription.${what}`,
    fields: { customerDocument: [{ key: `v.subscription.${what}` }] },
  });
}
