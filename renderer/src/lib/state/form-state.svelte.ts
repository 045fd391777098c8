import { untrack } from 'svelte';
import { SvelteMap } from 'svelte/reactivity';
import type { AppError, FieldMessage, Locale, Result } from '../../../../preload/contract/index.ts';
import {
  fieldId,
  setValueAt,
  valueAt,
  type DraftCheck,
  type Fields,
  type FieldHost,
} from '../draft-values.ts';
import { i18n } from '../i18n/index.svelte.ts';

/** What one form is made of: its empty draft, how a draft is checked, and how it is sent. */
export interface FormSpec<Draft, Parsed, Output> {
  empty: () => Draft;
  /** Runs on every change of the draft or of the language (money is read per locale). */
  check: (draft: Draft, locale: Locale) => DraftCheck<Parsed>;
  send: (data: Parsed) => Promise<Result<Output>>;
  /**
   * Prefix of the form's field ids: `f` gives `f-payer-document`. Two forms open on one page
   * with the same paths need different ones, or their labels would point at each other.
   */
  id?: string;
}

/**
 * A form over a draft (text as typed): the contract's rules run on every change, and what
 * main answered. A field shows its message once it was typed in and left (blur), or after a
 * submit attempt; main's messages for a field stay until that field is edited. A field only
 * passed through (tabbed across, or left as the pointer goes to another control) says nothing
 * until submit: a message appearing then would move the controls under the pointer and lose
 * the click that caused the blur.
 *
 * Which paths have an input of their own is what is on screen: each field registers the path
 * it shows while it is mounted, and a message of main for any other path goes to the banner,
 * so a field that is renamed, hidden or removed can never swallow a message.
 */
export class FormState<Draft, Parsed, Output> implements FieldHost {
  readonly #spec: FormSpec<Draft, Parsed, Output>;
  draft = $state<Draft>() as Draft;
  #touched = $state<Record<string, boolean>>({});
  #typed: Record<string, boolean> = {};
  #submitted = $state(false);
  #submitting = $state(false);
  #serverFields = $state.raw<Fields>({});
  #banner = $state.raw<AppError | null>(null);
  /** Path → how many fields on screen show it (a path may be shown twice, briefly). */
  #shown = new SvelteMap<string, number>();

  #check = $derived.by(() => this.#spec.check(this.draft, i18n.locale));

  constructor(spec: FormSpec<Draft, Parsed, Output>) {
    this.#spec = spec;
    this.draft = spec.empty();
  }

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

  /** The DOM id of the input for a path: the one rule labels and messages point by. */
  fieldId(path: string): string {
    return fieldId(path, this.#spec.id);
  }

  read(path: string): string {
    const value = valueAt(this.draft, path);
    return typeof value === 'string' ? value : '';
  }

  write(path: string, value: string): void {
    setValueAt(this.draft, path, value);
  }

  /**
   * A field on screen shows `path`; the returned function says it is gone. Called from the
   * field's effect, so it must not make that effect depend on what it changes.
   */
  register(path: string): () => void {
    untrack(() => this.#count(path, 1));
    return () => untrack(() => this.#count(path, -1));
  }

  #count(path: string, step: 1 | -1): void {
    const next = (this.#shown.get(path) ?? 0) + step;
    if (next > 0) this.#shown.set(path, next);
    else this.#shown.delete(path);
  }

  /** True while a field on screen shows `path` (its messages are shown beside it). */
  isShown(path: string): boolean {
    return this.#shown.has(path);
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

  /** Messages main sent for paths no field on screen shows, plus root-level ones. */
  get otherMessages(): string[] {
    return Object.entries(this.#serverFields)
      .filter(([path]) => !this.isShown(path))
      .flatMap(([, messages]) => messages.map((m) => i18n.field(m)));
  }

  touch(path: string): void {
    if (this.#typed[path] && !this.#touched[path]) this.#touched[path] = true;
  }

  /** The owner typed into a field since the form was last reset (filled, saved, cleared). */
  get hasEdits(): boolean {
    return Object.keys(this.#typed).length > 0;
  }

  edited(path: string): void {
    this.#typed[path] = true;
    if (this.#serverFields[path]) {
      const { [path]: _gone, ...rest } = this.#serverFields;
      this.#serverFields = rest;
    }
  }

  /** Forgets main's messages under `prefix` (rows removed: their paths now name other rows). */
  forgetServerFields(prefix: string): void {
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
    const result = await this.#spec.send(check.data);
    this.#submitting = false;
    if (result.ok) return result.value;
    this.#serverFields = result.error.fields ?? {};
    // For `validation` the banner says "check the fields"; other codes explain what happened.
    this.#banner = result.error;
    return null;
  }

  reset(): void {
    this.draft = this.#spec.empty();
    this.#touched = {};
    this.#typed = {};
    this.#submitted = false;
    this.#serverFields = {};
    this.#banner = null;
  }
}

/**
 * A form with a feature's own parts (row editors, steps, the record it edits) added to it.
 * Getters stay getters, so a part read in the template stays reactive.
 */
export function withParts<F extends object, P extends object>(form: F, parts: P): F & P {
  return Object.defineProperties(form, Object.getOwnPropertyDescriptors(parts)) as F & P;
}
