import { describe, expect, it } from 'vitest';
import type { BusinessDetails } from '../../../preload/contract/index.ts';
import {
  addressLine,
  beneficiaryCode,
  beneficiaryLine,
  printedBusiness,
} from '../../../renderer/src/features/print/lib/business.ts';

const details: BusinessDetails = {
  tradeName: 'Padaria Pão Quente',
  legalName: 'Pão Quente Comércio de Alimentos Ltda',
  document: '11222333000181',
  address: {
    zipCode: '01310100',
    publicPlace: 'Avenida Paulista',
    number: '1000',
    complement: 'Loja 2',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  branch: '1234-5',
  phone: '11987654321',
  email: 'contato@paoquente.com.br',
  logo: null,
};

describe('the business as documents print it', () => {
  it('prints the legal name with its CNPJ, or CPF, and the address on one line', () => {
    const business = printedBusiness(details, { profile: null });
    expect(beneficiaryLine(business)).toBe(
      'Pão Quente Comércio de Alimentos Ltda — CNPJ: 11.222.333/0001-81',
    );
    expect(business.displayName).toBe('Padaria Pão Quente');
    expect(business.addressLine).toBe(
      'Avenida Paulista, 1000, Loja 2 — Bela Vista — São Paulo/SP — CEP 01310-100',
    );
    expect(business.contactLine).toBe('(11) 98765-4321 · contato@paoquente.com.br');
    expect(business.fromSettings).toBe(true);

    const person = printedBusiness(
      { ...details, tradeName: null, document: '52998224725', phone: '1133334444', email: null },
      { profile: null },
    );
    expect(person.documentLine).toBe('CPF: 529.982.247-25');
    expect(person.displayName).toBe(details.legalName);
    expect(person.contactLine).toBe('(11) 3333-4444');
    expect(addressLine({ ...details.address, complement: undefined })).toBe(
      'Avenida Paulista, 1000 — Bela Vista — São Paulo/SP — CEP 01310-100',
    );
  });

  it('prints the branch before the account when the owner gave it', () => {
    expect(beneficiaryCode(details, '8902973')).toBe('1234-5/8902973');
    expect(beneficiaryCode({ ...details, branch: null }, '8902973')).toBe('8902973');
    expect(beneficiaryCode(null, '8902973')).toBe('8902973');
  });

  it('without details, keeps the name best known and nothing more', () => {
    const business = printedBusiness(null, {
      profile: { kind: 'local-sandbox', name: 'Sandbox local' },
    });
    expect(business).toMatchObject({
      legalName: 'Balcao Sandbox Ltda',
      displayName: 'Balcao Sandbox Ltda',
      documentLine: null,
      addressLine: null,
      fromSettings: false,
    });
    expect(beneficiaryLine(business)).toBe('Balcao Sandbox Ltda');
  });
});
