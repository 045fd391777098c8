import './lib/zod-config.ts';
import { mount } from 'svelte';
import App from './App.svelte';
import { startTransport } from './lib/api.ts';
import './app.css';

// Take the web token out of the address bar before anything else can read or log the URL.
startTransport();

const target = document.getElementById('app');
if (!target) throw new Error('#app is missing from index.html');

export default mount(App, { target });
