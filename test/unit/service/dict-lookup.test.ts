import { describe, expect, it } from 'vitest';
import {
  dictPaymentInitializationSchema,
  dictTransferRequestSchema,
} from '../../../main/domain/wire/dict.ts';
import { lookUpPixKey } from '../../../main/service/dict.ts';
import type { ServiceClient, ServiceRequest } from '../../../main/service/http-client.ts';
import { keyLookupView } from '../../../main/app/transfers/key-lookups.ts';

// A key's lookup as the bank may answer it where the SDK shows no content (`beneficiary` is an
// untyped array there): read leniently, except the holder's name, without which nobody could
// be shown before paying.

/** A client that answers one body, parsed by the caller's schema as the real client does. */
function answering(body: unknown): ServiceClient {
  return {
    hasClientCertificate: true,
    request: <T>(call: ServiceRequest<T>) =>
      Promise.resolve({ status: 200, value: call.schema!.parse(body) }),
    close: () => Promise.resolve(),
  } as ServiceClient;
}

const full = {
  endToEndId: 'E99999999202611270000AbCdEfGhIjK',
  key: 'ana@exemplo.com.br',
  keyBelongsHolder: false,
  beneficiary: {
    number: '310522',
    branch: '0042',
    type: 'CURRENT',
    participant: { name: 'Banco Imaginario S.A.', ispb: '99999901' },
    holder: { name: 'Ana Paula Ribeiro', document: '52998224725', type: 'NATURAL' },
  },
};

describe('a key lookup read from the bank', () => {
  it('names the holder, masks a document sent whole, and names the bank', async () => {
    const lookup = await lookUpPixKey(answering(full), 'ana@exemplo.com.br');
    expect(lookup).toEqual({
      endToEndId: full.endToEndId,
      key: 'ana@exemplo.com.br',
      holder: { name: 'Ana Paula Ribeiro', document: '52998224725', bank: 'Banco Imaginario S.A.' },
      ownAccount: false,
    });
    const view = keyLookupView('ana@exemplo.com.br', lookup, new Date('2026-11-27T12:00:00Z'));
    expect(view.payee).toEqual({
      name: 'Ana Paula Ribeiro',
      document: '***.982.247-**',
      bank: 'Banco Imaginario S.A.',
    });
    expect(view.payableUntil).toBe('2026-11-27T12:15:00.000Z');
  });

  it('reads what is missing or odd as not said, never as the account’s own', async () => {
    const lookup = await lookUpPixKey(
      answering({
        endToEndId: full.endToEndId,
        keyBelongsHolder: 'yes',
        beneficiary: { participant: null, holder: { name: ' Ana ', document: 7 } },
      }),
      'ana@exemplo.com.br',
    );
    expect(lookup).toEqual({
      endToEndId: full.endToEndId,
      key: 'ana@exemplo.com.br',
      holder: { name: 'Ana', document: null, bank: null },
      ownAccount: false,
    });
    const view = keyLookupView('ana@exemplo.com.br', lookup, new Date());
    expect(view.payee).toEqual({ name: 'Ana', document: '', bank: '' });
  });

  it('refuses an answer that names nobody or gives no endToEndId', () => {
    for (const body of [
      { ...full, beneficiary: null },
      { ...full, beneficiary: { holder: { name: '  ' } } },
      { ...full, beneficiary: {} },
      { ...full, endToEndId: '' },
    ]) {
      expect(dictPaymentInitializationSchema.safeParse(body).success, JSON.stringify(body)).toBe(
        false,
      );
    }
  });
});

describe('paying a lookup, as the wire takes it', () => {
  it('needs initiationType DICT and the lookup’s endToEndId', () => {
    const ok = { amount: 10, type: 'Pix', endToEndId: full.endToEndId, initiationType: 'DICT' };
    expect(dictTransferRequestSchema.safeParse(ok).success).toBe(true);
    expect(
      dictTransferRequestSchema.safeParse({ ...ok, initiationType: 'QR_CODE_STATIC' }).success,
    ).toBe(false);
    expect(dictTransferRequestSchema.safeParse({ ...ok, endToEndId: '' }).success).toBe(false);
  });
});
