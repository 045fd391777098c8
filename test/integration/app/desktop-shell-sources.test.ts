import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchReceivedToday } from '../../../main/electron/received-today.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';

// What the desktop shell reads from the app's core, over the real cache and the local sandbox:
// the dock/task-bar badge's count of payments received today, and the language its menus speak.

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
});
afterAll(async () => app?.close());

describe('the received-today badge', () => {
  it('counts what the home screen counts, and goes up when a payment comes in', async () => {
    const counts: number[] = [];
    let heard: ((count: number) => void) | null = null;
    const stop = watchReceivedToday({
      summary: () => app.core.handlers['home:summary']({}, { transport: 'electron' }),
      events: app.core.events,
      onCount: (count) => {
        counts.push(count);
        heard?.(count);
      },
    });
    try {
      const home = await app.value('home:summary', {});
      await expect.poll(() => counts.at(-1)).toBe(home.receivedToday.count);

      const boleto = await app.value('boletos:create', validBoleto({ yourNumber: 'BADGE-1' }));
      const next = new Promise<number>((resolve) => {
        heard = resolve;
      });
      await app.value('boletos:simulate-payment', {
        correlationId: boleto.correlationId,
        method: 'BANKSLIP',
      });
      // No timer involved (it reads every minute): the bank's event about the payment, applied
      // to the cache, is what makes the badge read again.
      expect(await next).toBe(home.receivedToday.count + 1);
      expect((await app.value('home:summary', {})).receivedToday.count).toBe(counts.at(-1));
    } finally {
      stop();
    }
  });
});

describe('the menus’ language', () => {
  it('is the owner’s choice, told to the shell when it changes', async () => {
    expect(app.core.locale()).toBe('pt-BR');
    const told = app.nextEvent('settings:locale-changed');
    await app.value('settings:set-locale', { locale: 'en' });
    expect(await told).toEqual({ locale: 'en' });
    expect(app.core.locale()).toBe('en');
    await app.value('settings:set-locale', { locale: 'pt-BR' });
  });
});
