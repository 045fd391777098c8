import { buildWebApp } from '../../scripts/launch/web-build.ts';

/**
 * Global setup of the suites that start the web app (end-to-end, integration): the app is
 * started from its build, as `npm run web` starts it, built again only when a source changed.
 */
export default async function buildWebAppOnce(): Promise<void> {
  await buildWebApp();
}
