import { describe, expect, it } from 'vitest';
import {
  boletoMessage,
  mailtoHref,
  pixMessage,
  whatsAppHref,
} from '../../../renderer/src/features/send/charge-message.ts';

const boleto = {
  payerName: 'Maria da Silva Souza',
  amountCents: 123_456,
  business: 'Padaria Aurora',
  dueDate: '2026-12-10',
  digitableLine: '23790123016000000005325000456704892620000123456',
  pixPayload: null,
};

describe('the message a charge is sent with', () => {
  it('greets the payer by first name and gives the amount, due date and digitable line', () => {
    // Money reads as the app shows it (a no-break space after R$): compared with plain spaces.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const message = boletoMessage(boleto);
    message.subject = plain(message.subject);
    message.body = plain(message.body);
    expect(message.subject).toBe('Boleto de R$ 1.234,56 — vencimento 10/12/2026');
    expect(message.body).toContain('Olá, Maria!');
    expect(message.body).toContain('boleto de Padaria Aurora de R$ 1.234,56');
    expect(message.body).toContain('23790.12301 60000.000053 25000.456704 8 92620000123456');
    expect(message.body).not.toContain('Pix');
    expect(boletoMessage({ ...boleto, pixPayload: '000201PIX' }).body).toContain('000201PIX');
  });

  it('says a Pix of any amount as such, and greets nobody in particular without a payer', () => {
    const message = pixMessage({
      payerName: null,
      amountCents: 0,
      business: '',
      dueDate: null,
      payload: '000201X',
    });
    expect(message.body.startsWith('Olá!')).toBe(true);
    expect(message.body).toContain('Segue o Pix.');
    expect(message.subject).toBe('Cobrança Pix');
  });

  it('opens WhatsApp on the customer’s number with Brazil’s 55, or lets the owner pick', () => {
    const message = { subject: 's', body: 'Olá & até já' };
    expect(whatsAppHref('(11) 98765-4321', message)).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1',
    );
    expect(whatsAppHref('+55 11 98765-4321', message)).toMatch(
      /^https:\/\/wa\.me\/5511987654321\?/,
    );
    expect(whatsAppHref('1234', message)).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(whatsAppHref(null, message)).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it('writes the e-mail to a plausible address only, the subject and body encoded', () => {
    const message = { subject: 'Boleto & cia', body: 'linha 1\nlinha 2' };
    expect(mailtoHref('maria@exemplo.com.br', message)).toBe(
      'mailto:maria@exemplo.com.br?subject=Boleto%20%26%20cia&body=linha%201%0Alinha%202',
    );
    expect(mailtoHref('x?cc=intruso@mal.example', message).startsWith('mailto:?')).toBe(true);
    expect(mailtoHref(null, message).startsWith('mailto:?subject=')).toBe(true);
  });
});
