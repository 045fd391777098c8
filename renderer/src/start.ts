import { mount, unmount } from 'svelte';
import App from './App.svelte';
import StalePage from './components/StalePage.svelte';
import { onStaleToken, tokenIsCurrent } from './lib/api.ts';

/**
 * Mounts the app — or, on a web page opened with a token of an earlier run of the app (or
 * none), only the page that says so: the app could load nothing, and its menu and sync state
 * would only mislead. A token refused later (the app restarted while the page stayed open)
 * swaps the app for that page too.
 */
export async function startApp(target: HTMLElement): Promise<void> {
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
