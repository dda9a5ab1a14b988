import type { FetchInit, FetchLike, FetchResponseLike } from '../http/fetch';

/** What a fake WB answers: a status with a body (JSON value or raw text) and headers. */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Throw this instead of answering (a connection error). */
  error?: Error;
  /** Never answer: wait until the request's signal aborts (a timeout). */
  hang?: boolean;
  /** Answer (the headers) this long after the request. */
  delayMs?: number;
}

export interface RecordedRequest {
  url: string;
  init: FetchInit;
}

/** A fetch for unit tests: answers from a queue (or a function) and records every request. */
export function fakeFetch(answers: FakeAnswer[] | ((req: RecordedRequest) => FakeAnswer)): {
  fetch: FetchLike;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const queue = Array.isArray(answers) ? [...answers] : undefined;
  const fetch: FetchLike = async (url, init) => {
    const req = { url, init };
    requests.push(req);
    const answer = queue ? queue.shift() : (answers as (r: RecordedRequest) => FakeAnswer)(req);
    if (!answer) throw new Error(`No fake answer for ${url}`);
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (answer.error) throw answer.error;
    if (answer.hang) {
      await new Promise((_, reject) =>
        init.signal.addEventListener('abort', () => reject(init.signal.reason as Error), {
          once: true,
        }),
      );
    }
    const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    const headers = new Headers(answer.headers);
    const response: FetchResponseLike = {
      status: answer.status ?? 200,
      headers,
      text: async () => text,
    };
    return response;
  };
  return { fetch, requests };
}

/** A syntactically valid unsigned JWT with the given payload (tests only). */
export function testToken(payload: Record<string, unknown> = {}): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    id: '00000000-0000-4000-8000-000000000001',
    sid: 'seller-under-test',
    exp: Math.floor(Date.now() / 1000) + 86_400,
    acc: 3,
    s: 2 ** 31 - 2,
    ...payload,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
}
