import type { AppError, FieldMessage, Locale, Result } from '../../../../preload/contract/index.ts';
import type { DraftCheck, Fields } from '../draft-values.ts';
import { i18n } from '../i18n/index.svelte.ts';

/**
 * A form over a draft (text as typed): the contract's rules run on every change, and what
 * main answered. A field shows its message once it was typed in and left (blur), or after a
 * submit attempt; main's messages for a field stay until that field is edited. A field only
 * passed through (tabbed across, or left as the pointer goes to another control) says nothing
 * until submit: a message appearing then would move the controls under the pointer and lose
 * the click that caused the blur. Subclasses say how the draft
 * is checked and sent, and which paths have an input of their own.
 */
export abstract class DraftFormState<Draft, Parsed, Output> {
  draft = $state<Draft>(this.emptyDraft());
  #touched = $state<Record<string, boolean>>({});
  #typed: Record<string, boolean> = {};
  #submitted = $state(false);
  #submitting = $state(false);
  #serverFields = $state.raw<Fields>({});
  #banner = $state.raw<AppError | null>(null);

  #check = $derived(this.checkDraft(this.draft, i18n.locale));

  protected abstract emptyDraft(): Draft;
  protected abstract checkDraft(draft: Draft, locale: Locale): DraftCheck<Parsed>;
  protected abstract send(data: Parsed): Promise<Result<Output>>;
  /** Paths the form shows next to an input; a message for any other path goes to the banner. */
  protected abstract isShownPath(path: string): boolean;

  get submitting() {
    return this.#submitting;
  }
  get submitted() {
    return this.#submitted;
  }
  get banner() {
    return this.#banner;
  }
  get valid() {
    return this.#check.ok;
  }
  /** The current check of the draft (for previews that need valid parts of it). */
  get check(): DraftCheck<Parsed> {
    return this.#check;
  }

  /**
   * The message for one field path (`payer.document`), translated; only the first, so the
   * user fixes one thing at a time ("fill in" before "not a valid address").
   */
  messages(path: string): string[] {
    const server = this.#serverFields[path];
    if (server && server.length > 0) return server.map((m) => i18n.field(m));
    if (!this.#submitted && !this.#touched[path]) return [];
    return (this.#check.fields[path] ?? []).slice(0, 1).map((m) => i18n.field(m));
  }

  /** The schema's messages for a path whether or not it was touched (rules shown as you type). */
  liveMessages(path: string): FieldMessage[] {
    return this.#check.fields[path] ?? [];
  }

  /** Messages main sent for fields the form has no input for, plus root-level ones. */
  get otherMessages(): string[] {
    return Object.entries(this.#serverFields)
      .filter(([path]) => !this.isShownPath(path))
      .flatMap(([, messages]) => messages.map((m) => i18n.field(m)));
  }

  touch(path: string): void {
    if (this.#typed[path] && !this.#touched[path]) this.#touched[path] = true;
  }

  edited(path: string): void {
    this.#typed[path] = true;
    if (this.#serverFields[path]) {
      const { [path]: _gone, ...rest } = this.#serverFields;
      this.#serverFields = rest;
    }
  }

  /** Forgets main's messages under `prefix` (rows removed: their paths now name other rows). */
  protected forgetServerFields(prefix: string): void {
    this.#serverFields = Object.fromEntries(
      Object.entries(this.#serverFields).filter(([p]) => !p.startsWith(prefix)),
    );
  }

  /** Sends the draft; returns main's answer when it was accepted, null otherwise. */
  async submit(): Promise<Output | null> {
    this.#submitted = true;
    this.#banner = null;
    const check = this.#check;
    if (!check.ok) return null;
    this.#submitting = true;
    const result = await this.send(check.data);
    this.#submitting = false;
    if (result.ok) return result.value;
    this.#serverFields = result.error.fields ?? {};
    // For `validation` the banner says "check the fields"; other codes explain what happened.
    this.#banner = result.error;
    return null;
  }

  reset(): void {
    this.draft = this.emptyDraft();
    this.#touched = {};
    this.#typed = {};
    this.#submitted = false;
    this.#serverFields = {};
    this.#banner = null;
  }
}
