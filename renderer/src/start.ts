import { mount, unmount } from 'svelte';
import App from './App.svelte';
import StalePage from './components/StalePage.svelte';
import { onStaleToken, tokenIsCurrent } from './lib/api.ts';
import { isTableRoute, parseRoute } from './lib/router.ts';
import { chargeListStates } from './features/charges/charge-list.svelte.ts';
import { definitionOf } from './routes.ts';
import { loadView } from './views.ts';

/**
 * Mounts the app — or, on a web page opened with a token of an earlier run of the app (or
 * none), only the page that says so: the app could load nothing, and its menu and sync state
 * would only mislead. A token refused later (the app restarted while the page stayed open)
 * swaps the app for that page too.
 */
export async function startApp(target: HTMLElement): Promise<void> {
  // The first page's code is fetched while the token is checked, not after: the shell's own
  // load of it then finds it on its way. A list page's first rows are asked for now too (a
  // token refused fails that read, and the page that says so replaces the app anyway).
  const first = parseRoute(location.hash);
  if (isTableRoute(first)) {
    loadView(first.name).catch(() => {});
    const list = definitionOf(first.name).list;
    if (list) chargeListStates[list].readEarly();
  }
  if (!(await tokenIsCurrent())) {
    mount(StalePage, { target });
    return;
  }
  const app = mount(App, { target });
  onStaleToken(() => {
    void unmount(app);
    target.replaceChildren();
    mount(StalePage, { target });
  });
}
