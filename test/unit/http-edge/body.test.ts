import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { problemSchema, validationProblemSchema } from '../../../main/domain/wire/problems.ts';
import { readBody, readJsonBody, refuseBody } from '../../../main/http-edge/body.ts';

// The one body reader of the local listeners (sandbox, web transport, event receiver): every
// way a body can go wrong settles as a refusal with its answer, never as a throw.

function request(headers: Record<string, string>, parts: (string | Buffer)[], end = true) {
  const stream = new PassThrough();
  for (const part of parts) stream.write(part);
  if (end) stream.end();
  return Object.assign(stream, { headers }) as unknown as IncomingMessage & PassThrough;
}

const json = { 'content-type': 'application/json' };

describe('readJsonBody', () => {
  it('parses a JSON body and keeps its text', async () => {
    const read = await readJsonBody(request(json, ['{"a":', '1}']), { maxBytes: 100 });
    expect(read).toEqual({ kind: 'json', value: { a: 1 }, text: '{"a":1}' });
  });

  it('takes a +json type and an empty body as none, whatever its type', async () => {
    const problem = { 'content-type': 'application/problem+json; charset=utf-8' };
    expect(await readJsonBody(request(problem, ['[]']), { maxBytes: 10 })).toMatchObject({
      kind: 'json',
    });
    expect(await readJsonBody(request({}, []), { maxBytes: 10 })).toEqual({ kind: 'none' });
  });

  it('refuses another content type, JSON that does not parse, and bytes that are not UTF-8', async () => {
    const text = { 'content-type': 'text/plain' };
    expect(await readJsonBody(request(text, ['{}']), { maxBytes: 10 })).toEqual({
      kind: 'unsupported_media_type',
      contentType: 'text/plain',
    });
    expect(await readJsonBody(request(json, ['{"a"']), { maxBytes: 10 })).toEqual({
      kind: 'malformed',
    });
    const latin1 = Buffer.from([0x22, 0xe9, 0x22]);
    expect(await readJsonBody(request(json, [latin1]), { maxBytes: 10 })).toEqual({
      kind: 'malformed',
    });
  });
});

describe('readBody', () => {
  it('reads past the limit and refuses, so the sender can read its 413', async () => {
    const body = request(json, ['x'.repeat(60), 'y'.repeat(60)]);
    expect(await readBody(body, { maxBytes: 100 })).toEqual({ kind: 'too_large', maxBytes: 100 });
    expect(body.readableEnded).toBe(true);
  });

  it('refuses a declared length far past the limit without waiting for it', async () => {
    const body = request({ 'content-length': String(100 * 1024 * 1024) }, [], false);
    expect(await readBody(body, { maxBytes: 100 })).toMatchObject({ kind: 'too_large' });
  });

  it('settles a stream that errors or closes mid-body as unreadable', async () => {
    const failing = request(json, ['{'], false);
    setTimeout(() => failing.destroy(new Error('aborted')), 5);
    expect(await readBody(failing, { maxBytes: 100 })).toEqual({ kind: 'unreadable' });
    const closed = request(json, ['{'], false);
    setTimeout(() => closed.destroy(), 5);
    expect(await readBody(closed, { maxBytes: 100 })).toEqual({ kind: 'unreadable' });
  });

  it('gives up on a body that stalls', async () => {
    const stalled = request(json, ['{'], false);
    expect(await readBody(stalled, { maxBytes: 100, timeoutMs: 20 })).toEqual({
      kind: 'timed_out',
    });
  });
});

describe('refuseBody', () => {
  it('answers each refusal with its 4xx problem; the ones that leave a body unread close', () => {
    const answers = [
      refuseBody({ kind: 'too_large', maxBytes: 1024 * 1024 }, 't'),
      refuseBody({ kind: 'timed_out' }, 't'),
      refuseBody({ kind: 'unreadable' }, 't'),
      refuseBody({ kind: 'unsupported_media_type', contentType: 'text/plain' }, 't'),
      refuseBody({ kind: 'malformed' }, 't'),
    ];
    expect(answers.map((a) => a.status)).toEqual([413, 408, 400, 415, 400]);
    expect(answers.map((a) => a.headers?.connection)).toEqual([
      'close',
      'close',
      'close',
      undefined,
      undefined,
    ]);
    for (const answer of answers) {
      expect(answer.contentType).toMatch(/^application\/problem\+json/);
      expect(problemSchema.parse(JSON.parse(answer.body)).status).toBe(answer.status);
    }
    expect(JSON.parse(answers[0]!.body)).toMatchObject({
      title: 'Content Too Large',
      detail: 'The request body is larger than 1 MiB.',
    });
    expect(validationProblemSchema.parse(JSON.parse(answers[4]!.body)).errors).toEqual({
      $: ['The JSON value could not be parsed.'],
    });
  });
});
