import {
  isCalendarDate,
  type AppError,
  type DueBreakdown,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { i18n, t } from '../../lib/i18n/index.svelte.ts';
import { today } from '../../lib/state/today.svelte.ts';
import { duePreviewInput } from './pix-due-form.ts';
import type { PixDueDateForm } from './pix-forms.svelte.ts';

const PREVIEW_DEBOUNCE_MS = 300;

/**
 * What the payer of a due-date Pix owes today, on the due date and on a date of choice, asked
 * again a moment after the form stops changing. An answer to an older draft never replaces
 * a newer one. Created while a component starts: it runs an effect for that component's life.
 */
export class DuePreviewState {
  /** The date of choice, as typed (`YYYY-MM-DD` once complete). */
  pickedDate = $state('');
  #preview = $state.raw<DueBreakdown[] | null>(null);
  #previewKey = $state('');
  #error = $state.raw<AppError | null>(null);
  #loading = $state(false);
  #generation = 0;
  readonly #form: () => PixDueDateForm;

  #dates = $derived.by(() => [
    today.value,
    this.#form().draft.dueDate,
    ...(isCalendarDate(this.pickedDate) ? [this.pickedDate] : []),
  ]);
  // A string, so typing in a field the arithmetic does not use asks nothing new.
  #requestKey = $derived.by(() => {
    const form = this.#form();
    const request = duePreviewInput(form.draft, i18n.locale, this.#dates, form.check);
    return request ? JSON.stringify(request) : '';
  });

  /** `form` reads the form the preview follows (a prop, read where it is used). */
  constructor(form: () => PixDueDateForm) {
    this.#form = form;
    $effect(() => {
      const key = this.#requestKey;
      if (key === '') {
        this.#generation++;
        this.#preview = null;
        this.#error = null;
        this.#loading = false;
        return;
      }
      this.#loading = true;
      const timer = setTimeout(() => void this.#ask(key), PREVIEW_DEBOUNCE_MS);
      return () => clearTimeout(timer);
    });
  }

  async #ask(key: string): Promise<void> {
    const mine = ++this.#generation;
    const result = await invoke('pix:preview-due-date', JSON.parse(key));
    if (mine !== this.#generation) return;
    this.#loading = false;
    if (result.ok) {
      this.#preview = result.value;
      this.#previewKey = key;
      this.#error = null;
    } else {
      this.#preview = null;
      this.#error = result.error;
    }
  }

  /** False while the draft lacks what the arithmetic needs (nothing is asked then). */
  get ready(): boolean {
    return this.#requestKey !== '';
  }
  get preview(): DueBreakdown[] | null {
    return this.#preview;
  }
  get error(): AppError | null {
    return this.#error;
  }
  get loading(): boolean {
    return this.#loading;
  }
  /** The preview shown was computed for an earlier draft; a newer one is on its way. */
  get stale(): boolean {
    return this.#preview !== null && this.#previewKey !== this.#requestKey;
  }
  /** One column per date: today, the due date, the date of choice. */
  get columns(): { label: string; breakdown: DueBreakdown }[] {
    if (!this.#preview) return [];
    const labels = [t('preview.today'), t('preview.due_date'), t('preview.on_date')];
    return this.#preview.map((breakdown, i) => ({ label: labels[i] ?? '', breakdown }));
  }
}
