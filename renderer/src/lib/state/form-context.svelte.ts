import { getContext, setContext } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import type { FieldHost } from '../draft-values.ts';

const FORM = Symbol('form');

/** Set by FormPage: the fields inside it find their form without being handed it. */
export function provideForm(form: FieldHost): void {
  setContext(FORM, form);
}

/** The form of the FormPage around the calling component (at its start only). */
export function formOfPage(): FieldHost {
  const form = getContext<FieldHost | undefined>(FORM);
  if (!form) throw new Error('A form field is used outside a FormPage and was given no form.');
  return form;
}

/**
 * A control that shows `path`'s messages beside it, for as long as it is on screen: its id by
 * the form's rule, its messages, and the path registered with the form (so main's messages for
 * it stay off the banner). Called at a component's start; `path` may change (a row's value
 * field that follows the row's type).
 */
export function shownField(form: () => FieldHost, path: () => string) {
  $effect(() => form().register(path()));
  return {
    get id() {
      return form().fieldId(path());
    },
    get messages() {
      return form().messages(path());
    },
  };
}

/**
 * `{@attach showsPath(form, 'endToEndId')}` on the element that shows a path's messages (a
 * list's message, a radio group's): registered while the element is on screen.
 */
export function showsPath(form: FieldHost, path: string): Attachment {
  return () => form.register(path);
}
