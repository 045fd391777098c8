// The cold start benchmark's limit: a bare Node HTTP server, started the way the web app is
// (`node <file>`, from the repository, port 0 on 127.0.0.1) and printing its address as its
// first line as the app does. Given a folder, it serves its files as they are (the static
// page of the first-row limit); without one, it answers "ok".
//
//   node scripts/bench/bare-http-server.mjs [folder]
//
// Plain JavaScript, as the app's build is: neither side compiles TypeScript when it starts.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const folder = process.argv[2];
const root = folder === undefined ? null : normalize(folder + sep);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer(async (request, response) => {
  if (root === null) return response.end('ok');
  let path;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    return response.writeHead(400).end('The path is not valid percent-encoded UTF-8');
  }
  const relative = normalize(path).replace(/^([/\\])+/, '');
  const file = relative === '' ? join(root, 'index.html') : join(root, relative);
  if (!file.startsWith(root)) return response.writeHead(403).end('Forbidden');
  try {
    const content = await readFile(file);
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      // As the app serves its files: nothing kept between page loads.
      'cache-control': 'no-store',
    });
    response.end(content);
  } catch {
    response.writeHead(404).end('Not found');
  }
});

server.listen(0, '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}/` })}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
