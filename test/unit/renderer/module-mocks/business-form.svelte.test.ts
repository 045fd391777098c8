import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppError, Result } from '../../../../preload/contract/index.ts';

let answer: (result: Result<unknown>) => void = () => {};
const sent: { channel: string; input: unknown }[] = [];
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: (channel: string, input: unknown) => {
    sent.push({ channel, input });
    return new Promise((resolve) => (answer = resolve));
  },
  on: () => () => {},
}));

const { businessForm } =
  await import('../../../../renderer/src/features/settings/business-form.svelte.ts');
const { i18n } = await import('../../../../renderer/src/lib/i18n/index.svelte.ts');

beforeEach(() => {
  sent.length = 0;
  i18n.locale = 'pt-BR';
});

function fill(form: ReturnType<typeof businessForm>): void {
  Object.assign(form.draft, {
    legalName: 'Pão Quente Comércio de Alimentos Ltda',
    document: '11.222.333/0001-81',
    zipCode: '01310-100',
    publicPlace: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  });
}

describe('the business details form', () => {
  it('sends blank optional fields as not given, and the document and CEP normalized', async () => {
    const form = businessForm();
    fill(form);
    expect(form.valid).toBe(true);
    const saving = form.submit();
    expect(sent).toEqual([
      {
        channel: 'business:set',
        input: expect.objectContaining({
          tradeName: null,
          document: '11222333000181',
          phone: null,
          email: null,
          logo: null,
          address: expect.objectContaining({ zipCode: '01310100', complement: undefined }),
        }),
      },
    ]);
    answer({ ok: true, value: {} });
    expect(await saving).toEqual({});
  });

  it('says on the field, in the user’s language, why a value is refused', async () => {
    const form = businessForm();
    fill(form);
    form.draft.document = '11.222.333/0001-80';
    form.draft.logoIssue = 'v.logo.too_large';
    expect(await form.submit()).toBeNull();
    expect(sent).toEqual([]);
    expect(form.messages('document')).toEqual(['O CPF/CNPJ não confere — verifique os dígitos.']);
    expect(form.messages('logo')).toEqual(['A imagem passa de 200 KB. Use uma versão menor.']);
    i18n.locale = 'en';
    expect(form.messages('logo')).toEqual(['The image is over 200 KB. Use a smaller version.']);
  });

  it('shows main’s refusal of the logo on its field', async () => {
    const form = businessForm();
    // The logo picker is on screen.
    form.register('logo');
    fill(form);
    form.draft.logo = 'data:image/png;base64,PHN2Zy8+';
    const saving = form.submit();
    const refusal: AppError = {
      code: 'validation',
      message: 'no',
      fields: { logo: [{ key: 'v.logo.content' }] },
    };
    answer({ ok: false, error: refusal });
    expect(await saving).toBeNull();
    expect(form.messages('logo')).toEqual(['O arquivo não é a imagem PNG ou JPEG que diz ser.']);
    expect(form.otherMessages).toEqual([]);
  });
});
