import { on } from './api.ts';
import { app } from './state/app.svelte.ts';

/**
 * Reads what a settings card shows now, and again whenever the active profile changes (each
 * profile has its own business details, limits, reminder rules). For `onMount`: returns the
 * function that stops listening.
 */
function loadForEachProfile(load: () => Promise<void>): () => void {
  void load();
  return on('data:changed', ({ resource }) => {
    if (resource === 'profiles') void load();
  });
}

/**
 * A settings form filled with what the active profile has stored (`read`; undefined when the
 * read failed), when the card opens and whenever the profiles change — but never over what the
 * owner typed into it meanwhile for the same profile: the first answer can come after they
 * started typing (on a busy machine it wiped the fields typed first). Another profile's details
 * replace the draft, and a save or a clear fills the form itself. For `onMount`.
 */
export function fillForEachProfile<T>(options: {
  read: () => Promise<T | undefined>;
  form: { readonly hasEdits: boolean };
  fill: (value: T) => void;
}): () => void {
  /** The profile the form was last filled for; undefined before the first answer. */
  let filledFor: string | null | undefined;
  return loadForEachProfile(async () => {
    const value = await options.read();
    if (value === undefined) return;
    const profile = app.activeProfile?.id ?? null;
    const sameProfile = filledFor === undefined || filledFor === profile;
    filledFor = profile;
    if (sameProfile && options.form.hasEdits) return;
    options.fill(value);
  });
}
