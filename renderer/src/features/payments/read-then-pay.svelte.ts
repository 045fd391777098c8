import { tick } from 'svelte';

/** The first step's form, as the flow uses it: one field, sent to the bank to be read. */
interface ReadStep<Found> {
  submit(): Promise<Found | null>;
  reset(): void;
  write(path: string, value: string): void;
  edited(path: string): void;
  fieldId(path: string): string;
}

interface ReadThenPayOptions<Found, Pay> {
  /** The read form's one field (`payload`, `code`). */
  field: string;
  /** The read form's test id: a code given whole is sent through it. */
  formTestid: string;
  /** The card shown once read: its heading takes the focus. */
  checkTestid: string;
  /** The confirmation form for what the bank read. */
  confirm: (found: Found) => Pay;
}

/**
 * The two steps of paying a code the owner has (a Pix code, a boleto's line): read it, then
 * confirm it. Reading moves on to the confirmation with the focus on the card of what was
 * read; a code given whole (a demo, a picture, a PDF) is sent as if typed, through the read
 * form's own submit (its guard, its messages); starting over empties the form and puts the
 * focus back in its field.
 */
export class ReadThenPay<Found, Pay> {
  /** The confirmation, once the bank read the code. */
  pay = $state<Pay | null>(null);
  /** The page element: where the forms and cards are looked up. */
  page = $state<HTMLElement>();
  readonly form: ReadStep<Found>;
  readonly #options: ReadThenPayOptions<Found, Pay>;

  constructor(form: ReadStep<Found>, options: ReadThenPayOptions<Found, Pay>) {
    this.form = form;
    this.#options = options;
  }

  focusField = (): void => {
    document.getElementById(this.form.fieldId(this.#options.field))?.focus();
  };

  /** Reads the code; on to its confirmation when the bank could read it. */
  read = async (): Promise<boolean> => {
    const found = await this.form.submit();
    if (!found) return false;
    this.pay = this.#options.confirm(found);
    await tick();
    this.#find<HTMLElement>(`[data-testid="${this.#options.checkTestid}"] h2`)?.focus();
    return true;
  };

  /** A code given whole: read as if typed. */
  use = (code: string): void => {
    this.form.write(this.#options.field, code);
    this.form.edited(this.#options.field);
    this.#find<HTMLFormElement>(`[data-testid="${this.#options.formTestid}"]`)?.requestSubmit();
  };

  startOver = async (): Promise<void> => {
    this.pay = null;
    this.form.reset();
    await tick();
    this.focusField();
  };

  #find<E extends Element>(selector: string): E | null {
    return this.page?.querySelector<E>(selector) ?? null;
  }
}
