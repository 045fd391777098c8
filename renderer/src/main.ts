import './lib/zod-config.ts';
import { startTransport } from './lib/api.ts';
import './app.css';

// Take the web token out of the address bar before anything else can read or log the URL.
startTransport();

const target = document.getElementById('app');
if (!target) throw new Error('#app is missing from index.html');

// The app (the contract's schemas among it) is loaded only now, after zod-config has run: a
// static import would let the bundle build those schemas first, and zod would probe `eval`
// under the page's CSP (a violation logged on every load).
const { startApp } = await import('./start.ts');
await startApp(target);
