import { on } from './api.ts';

/**
 * Reads what a settings card shows now, and again whenever the active profile changes (each
 * profile has its own business details, limits, reminder rules). For `onMount`: returns the
 * function that stops listening.
 */
export function loadForEachProfile(load: () => Promise<void>): () => void {
  void load();
  return on('data:changed', ({ resource }) => {
    if (resource === 'profiles') void load();
  });
}
