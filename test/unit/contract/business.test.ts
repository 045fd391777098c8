import { describe, expect, it } from 'vitest';
import {
  base64Bytes,
  businessDetailsInputSchema,
  issuesToFields,
  logoSchema,
  MAX_LOGO_BYTES,
  type BusinessDetailsInput,
} from '../../../preload/contract/index.ts';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const valid: BusinessDetailsInput = {
  tradeName: 'Padaria Pão Quente',
  legalName: 'Pão Quente Comércio de Alimentos Ltda',
  document: '11.222.333/0001-81',
  address: {
    zipCode: '01310-100',
    publicPlace: 'Avenida Paulista',
    number: '1000',
    complement: 'Loja 2',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  phone: '(11) 3333-4444',
  email: 'contato@paoquente.com.br',
  logo: PNG_1PX,
};

/** The first message key of each field path a refusal names. */
function refusal(input: unknown): Record<string, string | undefined> {
  const parsed = businessDetailsInputSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(issuesToFields(parsed.error.issues)).map(([path, m]) => [path, m[0]?.key]),
  );
}

describe('business details rules', () => {
  it('takes a complete set and normalizes the document, CEP and phone', () => {
    const parsed = businessDetailsInputSchema.parse(valid);
    expect(parsed.document).toBe('11222333000181');
    expect(parsed.address.zipCode).toBe('01310100');
    expect(parsed.phone).toBe('1133334444');
    expect(parsed.tradeName).toBe('Padaria Pão Quente');
    expect(businessDetailsInputSchema.parse({ ...valid, branch: ' 0123-x ' }).branch).toBe(
      '0123-X',
    );
  });

  it('takes the least: legal name, document and address; blank optionals are null', () => {
    const parsed = businessDetailsInputSchema.parse({
      legalName: 'Maria da Silva',
      document: '529.982.247-25',
      address: valid.address,
      tradeName: '  ',
    });
    expect(parsed).toMatchObject({ tradeName: null, phone: null, email: null, logo: null });
    expect(parsed.document).toBe('52998224725');
  });

  it('takes an alphanumeric CNPJ and the longest texts the form allows', () => {
    const parsed = businessDetailsInputSchema.safeParse({
      ...valid,
      document: '12.ABC.345/01DE-35',
      legalName: 'L'.repeat(100),
      tradeName: 'T'.repeat(60),
      address: {
        ...valid.address,
        publicPlace: 'R'.repeat(100),
        complement: 'C'.repeat(60),
        neighborhood: 'B'.repeat(60),
        city: 'C'.repeat(60),
      },
    });
    expect(parsed.success).toBe(true);
  });

  it('names the field and the reason of each refusal', () => {
    expect(refusal({ ...valid, legalName: '' })).toEqual({ legalName: 'v.required' });
    expect(refusal({ ...valid, legalName: 'x'.repeat(101) })).toEqual({ legalName: 'v.too_long' });
    expect(refusal({ ...valid, tradeName: 'x'.repeat(61) })).toEqual({ tradeName: 'v.too_long' });
    expect(refusal({ ...valid, document: '11.222.333/0001-82' })).toEqual({
      document: 'v.document.check_digits',
    });
    expect(refusal({ ...valid, document: '529.982.247-24' })).toEqual({
      document: 'v.document.check_digits',
    });
    expect(refusal({ ...valid, document: '1234' })).toEqual({ document: 'v.document.length' });
    expect(refusal({ ...valid, address: { ...valid.address, zipCode: '0131' } })).toEqual({
      'address.zipCode': 'v.zip',
    });
    expect(refusal({ ...valid, address: { ...valid.address, state: 'XX' } })).toEqual({
      'address.state': 'v.uf',
    });
    expect(refusal({ ...valid, address: { ...valid.address, city: '' } })).toEqual({
      'address.city': 'v.required',
    });
    expect(refusal({ ...valid, phone: '3333-4444' })).toEqual({ phone: 'v.phone.full' });
    expect(refusal({ ...valid, email: 'contato@' })).toEqual({ email: 'v.email' });
    expect(refusal({ ...valid, branch: '12a4' })).toEqual({ branch: 'v.branch' });
    expect(refusal({ ...valid, branch: '123456' })).toEqual({ branch: 'v.branch' });
  });

  it('refuses an SVG logo, any other type, and one over 200 KB', () => {
    const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    expect(refusal({ ...valid, logo: svg })).toEqual({ logo: 'v.logo.type' });
    expect(refusal({ ...valid, logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' })).toEqual({
      logo: 'v.logo.type',
    });
    expect(refusal({ ...valid, logo: 'https://example.com/logo.png' })).toEqual({
      logo: 'v.logo.type',
    });
    expect(refusal({ ...valid, logo: 'data:image/png;base64,' })).toEqual({ logo: 'v.logo.type' });
    const over = 'A'.repeat(Math.ceil(((MAX_LOGO_BYTES + 3) * 4) / 3 / 4) * 4);
    expect(base64Bytes(over)).toBeGreaterThan(MAX_LOGO_BYTES);
    expect(refusal({ ...valid, logo: `data:image/png;base64,${over}` })).toEqual({
      logo: 'v.logo.too_large',
    });
    const huge = `data:image/png;base64,${'A'.repeat(2_000_000)}`;
    expect(refusal({ ...valid, logo: huge })).toEqual({ logo: 'v.logo.too_large' });
  });

  it('takes a logo of exactly 200 KB', () => {
    const exact = btoa('\0'.repeat(MAX_LOGO_BYTES));
    expect(base64Bytes(exact)).toBe(MAX_LOGO_BYTES);
    expect(logoSchema.safeParse(`data:image/jpeg;base64,${exact}`).success).toBe(true);
  });
});
