// @vitest-environment happy-dom
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../preload/contract/index.ts';

// Which of main's messages show beside a field and which go to the banner is decided by what
// is on screen: a field registers the path it shows with its form while it is mounted.

let answer: (result: Result<unknown>) => void = () => {};
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: () => new Promise((resolve) => (answer = resolve)),
  on: () => () => {},
}));

const { default: FormFieldHarness } = await import('../harness/FormFieldHarness.svelte');
const { pixImmediateForm } =
  await import('../../../../renderer/src/features/pix/pix-forms.svelte.ts');
const { i18n } = await import('../../../../renderer/src/lib/i18n/index.svelte.ts');

let page: ReturnType<typeof mount> | null = null;

beforeEach(() => {
  i18n.locale = 'pt-BR';
});

afterEach(() => {
  if (page) unmount(page);
  page = null;
  document.body.innerHTML = '';
});

async function refusedWith(form: ReturnType<typeof pixImmediateForm>) {
  form.draft.amount = '150,00';
  flushSync();
  const sending = form.submit();
  answer({
    ok: false,
    error: {
      code: 'validation',
      message: 'no',
      fields: { amountCents: [{ key: 'v.money.max' }], calendar: [{ key: 'v.required' }] },
    },
  });
  await sending;
  flushSync();
}

describe('a field on a form page', () => {
  it('makes its path shown: main’s message for it shows beside it, one with no field goes to the banner', async () => {
    const form = pixImmediateForm();
    const props = $state({ form, withAmount: true });
    page = mount(FormFieldHarness, { target: document.body, props });
    flushSync();
    expect(form.isShown('amountCents')).toBe(true);
    expect(form.isShown('calendar')).toBe(false);

    await refusedWith(form);
    const maxMessage = i18n.field({ key: 'v.money.max' });
    // Beside the input, by the one id rule…
    const input = document.getElementById('f-amountCents');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('f-amountCents-error')?.textContent).toContain(maxMessage);
    // …and only the message with no field on screen in the banner.
    expect(form.otherMessages).toEqual([i18n.field({ key: 'v.required' })]);
    const banner = document.querySelector('[data-testid="form-banner"]');
    expect(banner?.textContent).not.toContain(maxMessage);

    // The field leaves the screen: its message has nowhere else to go but the banner.
    props.withAmount = false;
    flushSync();
    expect(form.isShown('amountCents')).toBe(false);
    expect(form.otherMessages).toContain(maxMessage);
    expect(document.querySelector('[data-testid="form-banner"]')?.textContent).toContain(
      maxMessage,
    );
  });

  it('sends nothing twice while a submit is on its way, and focuses the first wrong field after a refusal', async () => {
    const form = pixImmediateForm();
    page = mount(FormFieldHarness, { target: document.body, props: { form, withAmount: true } });
    flushSync();
    const formEl = document.querySelector<HTMLFormElement>('[data-testid="harness-form"]')!;
    form.draft.amount = '150,00';
    flushSync();
    formEl.requestSubmit();
    expect(form.submitting).toBe(true);
    const first = answer;
    formEl.requestSubmit();
    expect(answer).toBe(first);
    answer({
      ok: false,
      error: {
        code: 'validation',
        message: 'no',
        fields: { amountCents: [{ key: 'v.money.max' }] },
      },
    });
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('f-amountCents'));
  });
});
