import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect as netConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { connect as tlsConnect } from 'node:tls';

export interface ListenerInfo {
  sandbox: {
    baseUrl: string;
    apiKey: string;
    accountId: string;
    caCert: string;
    clientCert: string;
    clientKey: string;
  };
  web: { url: string; origin: string };
  /** The app's webhook receiver (local sandbox profile): its address and token. */
  receiver: { url: string; token: string };
}

export interface Listeners {
  info: ListenerInfo;
  child: ChildProcess;
  /** The child's stderr so far (a crash's stack). */
  stderr(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

/** Starts `listeners-child.ts` and waits for its addresses. */
export async function startListeners(): Promise<Listeners> {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-listeners-'));
  const child = spawn(process.execPath, [join(import.meta.dirname, 'listeners-child.ts'), dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`listeners exited (${code}): ${stderr}`)));
  });
  return {
    info: JSON.parse(line) as ListenerInfo,
    child,
    stderr: () => stderr,
    alive: () => !exited && child.exitCode === null && child.signalCode === null,
    async stop() {
      if (!exited) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((r) => setTimeout(r, 5_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  /** The status of the first response, or null when the server answered nothing. */
  status: number | null;
  head: string;
  /** A socket error seen while sending (the server closed early). */
  error?: string;
}

export type Target = 'sandbox' | 'web' | 'receiver';

/** Opens a raw connection to one listener (TLS with the client certificate for the sandbox). */
export function open(info: ListenerInfo, target: Target): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (target === 'web' || target === 'receiver') {
      const url = new URL(target === 'web' ? info.web.origin : info.receiver.url);
      const socket = netConnect({ host: url.hostname, port: Number(url.port) }, () =>
        resolve(socket),
      );
      socket.once('error', reject);
      return;
    }
    const url = new URL(info.sandbox.baseUrl);
    const socket = tlsConnect(
      {
        host: url.hostname,
        port: Number(url.port),
        ca: readFileSync(info.sandbox.caCert),
        cert: readFileSync(info.sandbox.clientCert),
        key: readFileSync(info.sandbox.clientKey),
        servername: 'localhost',
      },
      () => resolve(socket),
    );
    socket.once('error', reject);
  });
}

/**
 * Sends bytes (optionally in slow pieces) and reads until the server closes or `timeoutMs`
 * passes; the answer's status line is parsed.
 */
export async function exchange(
  info: ListenerInfo,
  target: Target,
  parts: readonly Buffer[],
  options: { gapMs?: number; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const socket = await open(info, target);
  const chunks: Buffer[] = [];
  let error: string | undefined;
  let headRead: () => void = () => {};
  const head = new Promise<void>((resolve) => (headRead = resolve));
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    // A response head is enough to judge the answer: no need to wait for keep-alive to end.
    if (Buffer.concat(chunks).includes('\r\n\r\n')) headRead();
  });
  socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  for (const part of parts) {
    if (socket.destroyed) break;
    socket.write(part);
    if (options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
  }
  await Promise.race([closed, head, new Promise((r) => setTimeout(r, options.timeoutMs ?? 1_000))]);
  socket.destroy();
  const text = Buffer.concat(chunks).toString('latin1');
  const match = /^HTTP\/\d\.\d (\d{3})/.exec(text);
  return {
    status: match ? Number(match[1]) : null,
    head: text.slice(0, text.indexOf('\r\n\r\n') === -1 ? 200 : text.indexOf('\r\n\r\n')),
    ...(error ? { error } : {}),
  };
}
