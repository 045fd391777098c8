import { describe, expect, it } from 'vitest';
import type { ReminderCharge, ReminderCustomer } from '../../../preload/contract/index.ts';
import { mayOpenExternally } from '../../../main/electron/security-policy.ts';
import { reminderMessage } from '../../../renderer/src/features/reminders/reminder-message.ts';
import {
  preferredChannel,
  reminderLinks,
} from '../../../renderer/src/features/reminders/reminder-links.ts';

// Money reads as the app shows it (a no-break space after R$): compared with plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const LINE = '23790123016000000005325000456704892620000123456';

function charge(overrides: Partial<ReminderCharge> = {}): ReminderCharge {
  return {
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
    ...overrides,
  };
}

function customer(overrides: Partial<ReminderCustomer> = {}): ReminderCustomer {
  const charges = overrides.charges ?? [charge()];
  return {
    key: '52998224725',
    document: '52998224725',
    name: 'Ana Beatriz Souza',
    phone: '11987654321',
    email: 'ana@exemplo.com.br',
    totalCents: charges.reduce((n, c) => n + c.amountCents, 0),
    charges,
    remindedToday: null,
    ...overrides,
  };
}

describe('the reminder a customer is sent', () => {
  it('names each charge’s installment, amount and due date, with what it is paid with', () => {
    const message = reminderMessage(
      customer({
        charges: [
          charge({
            id: 'b-0',
            dueDate: '2026-03-02',
            stage: 'overdue',
            daysToDue: -8,
            installment: { number: 2, count: 6 },
            pixPayload: '000201BOLETOPIX',
          }),
          charge(),
          charge({
            kind: 'pix-due-date',
            id: 'p-1',
            amountCents: 5_000,
            dueDate: '2026-03-10',
            stage: 'due-today',
            daysToDue: 0,
            installment: null,
            digitableLine: null,
            pixPayload: '000201DUEPIX',
          }),
        ],
      }),
      'Padaria Aurora',
    );
    const body = plain(message.body);
    expect(body.startsWith('Olá, Ana!')).toBe(true);
    expect(body).toContain('lembrar das 3 cobranças de Padaria Aurora');
    expect(body).toContain('• Boleto — parcela 2/6: R$ 123,45, venceu em 02/03/2026 (há 8 dias)');
    expect(body).toContain('• Boleto — parcela 3/6: R$ 123,45, vence em 12/03/2026');
    expect(body).toContain('• Pix: R$ 50,00, vence hoje, 10/03/2026');
    // The codes as the message of one charge gives them.
    expect(body).toContain('23790.12301 60000.000053 25000.456704 8 92620000123456');
    expect(body).toContain('Ou pague com Pix copia e cola:\n000201BOLETOPIX');
    expect(body).toContain('cole o código):\n000201DUEPIX');
    expect(plain(message.subject)).toBe('Lembrete: 3 cobranças — total de R$ 296,90');
  });

  it('reminds of one charge by its own subject, one day late said in the singular', () => {
    const message = reminderMessage(
      customer({ charges: [charge({ stage: 'overdue', daysToDue: -1, dueDate: '2026-03-09' })] }),
      '',
    );
    expect(plain(message.subject)).toBe(
      'Lembrete: Boleto — parcela 3/6 de R$ 123,45 — vencimento 09/03/2026',
    );
    expect(message.body).toContain('lembrar da cobrança abaixo.');
    expect(message.body).toContain('(há 1 dia)');
  });

  it('opens WhatsApp on the saved number and the e-mail to the saved address, nothing else', () => {
    const both = reminderLinks(customer(), 'Padaria Aurora');
    const whatsapp = new URL(both.links.whatsapp!);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/5511987654321');
    expect(plain(whatsapp.searchParams.get('text')!)).toBe(plain(both.message.body));
    const mail = new URL(both.links.email!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('ana@exemplo.com.br');
    expect(plain(mail.searchParams.get('subject')!)).toBe(plain(both.message.subject));
    expect(preferredChannel(customer())).toBe('whatsapp');
    // The desktop app hands both to the system: its external-link allow-list admits them.
    expect(mayOpenExternally(both.links.whatsapp!)).toBe(true);
    expect(mayOpenExternally(both.links.email!)).toBe(true);

    const mailOnly = customer({ phone: null });
    expect(reminderLinks(mailOnly, '').links.whatsapp).toBeUndefined();
    expect(preferredChannel(mailOnly)).toBe('email');
    const none = customer({ phone: null, email: null });
    expect(reminderLinks(none, '').links).toEqual({});
    expect(preferredChannel(none)).toBeNull();
  });
});
