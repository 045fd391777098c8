import type { MessageKey } from '../../lib/i18n/keys.ts';

/**
 * What reading a code from a file the owner opened found: the code's text, or why not, as the
 * message to show beside the file field.
 */
export type CodeFileResult = { ok: true; code: string } | { ok: false; problem: MessageKey };

/** A read form's screen-side props: the form, and what happens once a code is read. */
export interface CodeFormProps<Form> {
  form: Form;
  /** Sends what the form holds; true once the bank read it and the page moved on. */
  onread: () => Promise<boolean>;
  /** A code read from a file: the page sends it as if typed. */
  onfound: (code: string) => void;
}
