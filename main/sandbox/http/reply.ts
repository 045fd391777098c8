import type { Reply } from '../../http-edge/reply.ts';

export { jsonReply, type Reply } from '../../http-edge/reply.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON body already serialized (lists splice stored record text without parsing it). */
export function jsonTextReply(status: number, text: string): Reply {
  return { status, contentType: JSON_TYPE, body: text };
}

/** An empty `text/plain` body: the boleto update's success (service-spec 4.12). */
export function emptyTextReply(status: number): Reply {
  return { status, contentType: 'text/plain; charset=utf-8', body: '' };
}
