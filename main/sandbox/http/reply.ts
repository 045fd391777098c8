/**
 * What a route handler answers: a status and a finished body. Handlers return replies
 * (errors included) instead of writing to the response, so each is a plain function that
 * tests and the server treat alike.
 */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON body built from a value. */
export function jsonReply(status: number, value: unknown): Reply {
  return { status, contentType: JSON_TYPE, body: JSON.stringify(value) };
}

/** A JSON body already serialized (lists splice stored record text without parsing it). */
export function jsonTextReply(status: number, text: string): Reply {
  return { status, contentType: JSON_TYPE, body: text };
}

/** An empty `text/plain` body: the boleto update's success (service-spec 4.12). */
export function emptyTextReply(status: number): Reply {
  return { status, contentType: 'text/plain; charset=utf-8', body: '' };
}
