/** Where a failed call went: never the token, never the query string (it may carry dates only). */
export interface WbCallInfo {
  host: string;
  method: string;
  /** The path template, e.g. `/api/v1/supplies/{ID}`. */
  path: string;
}

/** Base class of every error the WB client throws. */
export class WbError extends Error {
  override name = 'WbError';
  constructor(
    message: string,
    readonly call: WbCallInfo,
    options?: ErrorOptions,
  ) {
    super(`${message} (${call.host} ${call.method} ${call.path})`, options);
  }
}

/**
 * An answer WB gave with an error status: the status and WB's `detail` (docs/wb-notes.md#errors).
 */
export class WbHttpError extends WbError {
  override name = 'WbHttpError';
  constructor(
    message: string,
    call: WbCallInfo,
    readonly status: number,
    readonly detail: string | undefined,
    /** The start of the body, for diagnostics (WB error bodies hold no secrets). */
    readonly body: string | undefined,
  ) {
    super(detail ? `${message}: ${detail}` : message, call);
  }
}

/**
 * 401/403: wrong, expired or revoked token, or a category the token lacks
 * (docs/wb-notes.md#errors). Not retried.
 */
export class WbAuthError extends WbHttpError {
  override name = 'WbAuthError';
}

/** Any other 4xx but 429: the request is wrong; retrying will not help. */
export class WbRequestError extends WbHttpError {
  override name = 'WbRequestError';
}

/** 5xx on every attempt. */
export class WbServerError extends WbHttpError {
  override name = 'WbServerError';
}

/** 429 on every attempt. */
export class WbRateLimitError extends WbHttpError {
  override name = 'WbRateLimitError';
}

/**
 * A background call would have to wait for WB's limit (our bucket, or WB's `X-Ratelimit-Retry`
 * after a 429) longer than the client's `maxWaitMs`: nothing more was sent. The caller gives its
 * worker back and comes again in `retryInMs` instead of holding it while others could run.
 */
export class WbDeferredError extends WbError {
  override name = 'WbDeferredError';
  constructor(
    call: WbCallInfo,
    readonly retryInMs: number,
  ) {
    super(`WB's limit lets the next request go in ${Math.ceil(retryInMs / 1000)} s`, call);
  }
}

/**
 * An async report task (paid storage, paid acceptance, docs/wb-notes.md#cost-reports) that will not
 * give its report: WB answered `purged` or `canceled`, or it was not `done` within the client's
 * patience. A new task for the same period may succeed.
 */
export class WbReportTaskError extends WbError {
  override name = 'WbReportTaskError';
  constructor(
    call: WbCallInfo,
    readonly taskId: string,
    readonly taskStatus: string,
  ) {
    super(`WB's report task ${taskId} ended as "${taskStatus}" without its report`, call);
  }
}

/** No answer within the timeout, on every attempt. */
export class WbTimeoutError extends WbError {
  override name = 'WbTimeoutError';
}

/** The connection failed (refused, reset, proxy down…) on every attempt. */
export class WbNetworkError extends WbError {
  override name = 'WbNetworkError';
}

/**
 * The account's outbound proxy refused the CONNECT tunnel with an HTTP status (`proxyStatus`).
 * 407 (the proxy did not accept its credentials) fails at once: retrying cannot fix a password.
 * The message names the status only, never the proxy URL or its credentials.
 */
export class WbProxyError extends WbNetworkError {
  override name = 'WbProxyError';
  constructor(
    call: WbCallInfo,
    readonly proxyStatus: number,
    options?: ErrorOptions,
  ) {
    super(`The proxy refused the tunnel to WB (HTTP ${proxyStatus})`, call, options);
  }
}

/**
 * The status of a refused proxy tunnel in a fetch error's cause chain: undici's ProxyAgent
 * rejects with "Proxy response (407) !== 200 when HTTP Tunneling". Undefined for other errors.
 */
export function proxyTunnelStatus(error: unknown): number | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 8 && typeof e === 'object' && e !== null; depth++) {
    const message = (e as { message?: unknown }).message;
    const match =
      typeof message === 'string' ? /Proxy response \((\d{3})\) !== 200/.exec(message) : null;
    if (match) return Number(match[1]);
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The answer was not what the method expects: invalid or truncated JSON on every attempt
 * (`kind: 'json'`), or JSON that does not fit the method's schema (`kind: 'schema'`, not retried).
 */
export class WbResponseError extends WbError {
  override name = 'WbResponseError';
  constructor(
    message: string,
    call: WbCallInfo,
    readonly kind: 'json' | 'schema',
    readonly issues?: readonly { path: readonly PropertyKey[]; message: string }[],
    options?: ErrorOptions,
  ) {
    super(message, call, options);
  }
}

/**
 * WB's explanation from an error body: `detail` of problem+json answers, `errorText` of the
 * content/prices envelope, `errors[]` of statistics, or `title`/`message`
 * (docs/wb-notes.md#errors).
 */
export function errorDetail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  for (const field of ['detail', 'errorText', 'message', 'title'] as const) {
    const value = b[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  if (Array.isArray(b.errors)) {
    const texts = b.errors.filter((e): e is string => typeof e === 'string');
    if (texts.length) return texts.join('; ');
  }
  return undefined;
}
