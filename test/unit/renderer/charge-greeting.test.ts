import { describe, expect, it } from 'vitest';
import type { ReminderCharge, ReminderCustomer } from '../../../preload/contract/index.ts';
import { reminderMessage } from '../../../renderer/src/features/reminders/reminder-message.ts';
import {
  boletoMessage,
  greeting,
  pixMessage,
  tradeName,
} from '../../../renderer/src/features/send/charge-message.ts';
import { installmentOf } from '../../../preload/contract/index.ts';

// Whom the message a customer is sent greets, and which installment it names: a person by
// first name, a business by its name (less Ltda, ME, EIRELI, S.A.), a carnê's "parcela n/N" —
// the same in a charge sent alone and in a reminder, which are built by one module.

// Money reads as the app shows it (a no-break space after R$): compared with plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const LINE = '23790123016000000005325000456704892620000123456';

describe('the greeting', () => {
  it('greets a person (CPF) by first name, however the CPF is written or masked', () => {
    expect(greeting('Maria Eduarda Santos', '52998224725')).toBe('Olá, Maria!');
    expect(greeting('Maria Eduarda Santos', '529.982.247-25')).toBe('Olá, Maria!');
    expect(greeting('  João   Pedro ', '***.982.247-**')).toBe('Olá, João!');
  });

  it('greets a business (CNPJ) by its name, without the kind of company', () => {
    expect(greeting('Padaria Pão Quente Ltda', '11222333000181')).toBe('Olá, Padaria Pão Quente!');
    expect(greeting('Mercadinho São Jorge ME', '11.222.333/0001-81')).toBe(
      'Olá, Mercadinho São Jorge!',
    );
    expect(greeting('Clínica Vida Plena S.A.', '12ABC34501DE35')).toBe('Olá, Clínica Vida Plena!');
    expect(greeting('Papelaria Estrela do Norte Eireli', '**.222.333/0001-**')).toBe(
      'Olá, Papelaria Estrela do Norte!',
    );
    // A business name with no such ending is said whole.
    expect(greeting('Oficina Dois Irmãos', '11222333000181')).toBe('Olá, Oficina Dois Irmãos!');
  });

  it('without a document, takes a name ending in a company kind for a business', () => {
    expect(greeting('Padaria Pão Quente LTDA.', null)).toBe('Olá, Padaria Pão Quente!');
    expect(greeting('Ana Beatriz Souza', undefined)).toBe('Olá, Ana!');
    expect(greeting(null, '52998224725')).toBe('Olá!');
    expect(greeting('   ', null)).toBe('Olá!');
  });

  it('takes off every company kind at the end, and nothing inside the name', () => {
    expect(tradeName('Estrela Comércio Eireli - ME')).toBe('Estrela Comércio');
    expect(tradeName('Construtora S/A')).toBe('Construtora');
    expect(tradeName('Mesa e Sabor Ltda')).toBe('Mesa e Sabor');
    expect(tradeName('Ltda')).toBe('Ltda');
  });
});

describe('the installment a message names', () => {
  it('reads "n/N" from a carnê’s reference, and nothing from any other', () => {
    expect(installmentOf('CARNE-3/6')).toEqual({ number: 3, count: 6 });
    expect(installmentOf('Mensalidade-12/12')).toEqual({ number: 12, count: 12 });
    expect(installmentOf('NF-1007')).toBeNull();
    expect(installmentOf('X-7/6')).toBeNull();
    expect(installmentOf('X-1/1')).toBeNull();
    expect(installmentOf(null)).toBeNull();
  });

  it('a boleto of a carnê sent alone greets the business and names its installment', () => {
    const message = boletoMessage({
      payerName: 'Padaria Pão Quente Ltda',
      payerDocument: '11222333000181',
      reference: 'CARNE-3/6',
      amountCents: 10_000,
      business: 'Loja Aurora',
      dueDate: '2026-12-10',
      digitableLine: LINE,
      pixPayload: null,
    });
    expect(plain(message.subject)).toBe(
      'Boleto — parcela 3/6 de R$ 100,00 — vencimento 10/12/2026',
    );
    expect(message.body.split('\n')[0]).toBe('Olá, Padaria Pão Quente!');
    expect(plain(message.body)).toContain(
      'Segue o boleto da parcela 3/6 de Loja Aurora de R$ 100,00, com vencimento em 10/12/2026.',
    );
  });

  it('a due-date Pix of a carnê names its installment too', () => {
    const message = pixMessage({
      payerName: 'Ana Beatriz Souza',
      payerDocument: '52998224725',
      reference: 'Aluguel-2/12',
      amountCents: 150_000,
      business: '',
      dueDate: '2026-12-10',
      payload: '000201X',
    });
    expect(plain(message.subject)).toBe('Pix — parcela 2/12 de R$ 1.500,00');
    expect(message.body.split('\n')[0]).toBe('Olá, Ana!');
    expect(plain(message.body)).toContain('Segue a cobrança Pix da parcela 2/12 de R$ 1.500,00');
  });
});

describe('the reminder', () => {
  const charge: ReminderCharge = {
    kind: 'boleto',
    id: 'b-1',
    amountCents: 12_345,
    dueDate: '2026-03-12',
    stage: 'before',
    daysToDue: 2,
    reference: 'CARNE-3/6',
    installment: { number: 3, count: 6 },
    digitableLine: LINE,
    pixPayload: null,
    lastReminder: null,
  };
  const customer: ReminderCustomer = {
    key: '11222333000181',
    document: null,
    name: 'Padaria Pão Quente Ltda',
    phone: '1134567890',
    email: null,
    totalCents: 12_345,
    charges: [charge],
    remindedToday: null,
  };

  it('greets a business by its name, from the key when no customer is saved', () => {
    const message = reminderMessage(customer, 'Loja Aurora');
    expect(message.body.split('\n')[0]).toBe('Olá, Padaria Pão Quente!');
    expect(plain(message.body)).toContain('• Boleto — parcela 3/6: R$ 123,45');
  });

  it('greets a person by first name, and a payer known only by name as a name says', () => {
    expect(
      reminderMessage({ ...customer, key: '52998224725', name: 'Ana Beatriz Souza' }, '').body,
    ).toMatch(/^Olá, Ana!/);
    expect(
      reminderMessage({ ...customer, key: 'name:ana beatriz', name: 'Ana Beatriz Souza' }, '').body,
    ).toMatch(/^Olá, Ana!/);
  });
});
