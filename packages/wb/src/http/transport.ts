import { LosslessNumber, stringify } from 'lossless-json';
import { safeParse, type ZodMiniType } from 'zod/mini';
import { parseWbJson, WbJsonError } from '../json/parse';
import {
  acquire,
  BucketWaitTooLongError,
  type Acquired,
  type BucketKey,
  type RateLimiter,
} from '../limiter/limiter';
import {
  bucketName,
  bucketSpec,
  WB_METHOD_GROUPS,
  type BucketSpec,
  type WbMethodGroup,
  type WbMethodGroupId,
} from '../limiter/limits';
import type { WbTokenType } from '../token/categories';
import { sleep } from '../util/sleep';
import { fullJitterDelay, headerSeconds, type BackoffOptions } from './backoff';
import { afterNoneLeft } from './remaining';
import {
  errorDetail,
  WbAuthError,
  WbDeferredError,
  proxyTunnelStatus,
  WbNetworkError,
  WbProxyError,
  WbRateLimitError,
  WbRequestError,
  WbResponseError,
  WbServerError,
  WbTimeoutError,
  type WbCallInfo,
  type WbError,
} from './errors';
import type { FetchLike, FetchResponseLike } from './fetch';
import type { WbAttemptStatus, WbMetrics, WbRequestEvent } from './metrics';

export const WB_HOSTS = [
  'common',
  'content',
  'prices',
  'marketplace',
  'statistics',
  'analytics',
  'finance',
  'supplies',
  'advert',
] as const;
export type WbHost = (typeof WB_HOSTS)[number];
export type WbBaseUrls = Record<WbHost, string>;

export type QueryValue = string | number | boolean | null | undefined;

export interface WbRequest<T> {
  host: WbHost;
  group: WbMethodGroupId;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** WB's path, with `{name}` placeholders filled from `params`. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  /**
   * Sent as JSON; a `LosslessNumber` is written as a bare number (big IDs,
   * docs/wb-notes.md#data-formats).
   */
  body?: unknown;
  /** Validates the parsed body (`null` for 204 or an empty body). */
  schema: ZodMiniType<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A validated answer and the parsed JSON it came from (the sync engine keeps it). */
export interface WbResponse<T> {
  data: T;
  /** The body as parsed, before the schema: unknown fields, WB's own formats; big ints as strings. */
  raw: unknown;
  status: number;
}

export interface WbTransportOptions {
  baseUrls: WbBaseUrls;
  token: string;
  sellerId: string;
  tokenType: WbTokenType;
  limiter: RateLimiter;
  fetch: FetchLike;
  metrics?: WbMetrics;
  onRequest?: (event: WbRequestEvent) => void;
  /** Per attempt, default 60 s. */
  timeoutMs?: number;
  /** Attempts per call, first included (default 5). */
  maxAttempts?: number;
  backoff?: BackoffOptions;
  /** See `DEFAULT_REFILL_SAFETY`. */
  refillSafety?: number;
  /**
   * The longest one wait for WB's limit may be (the bucket, or a 429's retry delay); a longer
   * one throws `WbDeferredError`. Unset: calls wait as long as the limit says (people waiting
   * for an answer, benchmarks); the sync jobs set it so a slow bucket never holds a worker.
   */
  maxWaitMs?: number;
  random?: () => number;
}

/** The bucket an attempt took its token from, and the level the take left when known. */
interface TakenBucket {
  key: BucketKey;
  spec: BucketSpec;
  level: number | undefined;
}

type Outcome =
  | { kind: 'ok'; raw: unknown }
  | { kind: 'retry'; error: WbError; delayMs?: number }
  | { kind: 'fail'; error: WbError };

/**
 * Carries requests to WB: limiter, timeout, retries, error typing and metrics
 * (docs/wb-notes.md#talking-to-wb).
 */
export class WbTransport {
  private readonly maxAttempts: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: WbTransportOptions) {
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.timeoutMs = options.timeoutMs ?? 60_000;
  }

  get sellerId(): string {
    return this.options.sellerId;
  }

  async request<T>(req: WbRequest<T>): Promise<WbResponse<T>> {
    const call: WbCallInfo = { host: req.host, method: req.method, path: req.path };
    const group: WbMethodGroup = WB_METHOD_GROUPS[req.group];
    const spec = bucketSpec(req.group, this.options.tokenType, this.options.refillSafety);
    const key: BucketKey = {
      sellerId: this.options.sellerId,
      group: bucketName(req.group, req.host),
    };
    const url = this.url(req);
    const headers: Record<string, string> = {
      Authorization: this.options.token,
      Accept: 'application/json',
    };
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = stringify(req.body) ?? 'null';
    }

    for (let attempt = 1; ; attempt++) {
      const taken = await this.acquire(key, spec, call, req.signal);
      const { waitedMs: limiterWaitMs, level } = taken;
      const started = performance.now();
      const timeout = AbortSignal.timeout(req.timeoutMs ?? this.timeoutMs);
      const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
      let status: WbAttemptStatus;
      let outcome: Outcome;
      try {
        const res = await this.options.fetch(url, { method: req.method, headers, body, signal });
        const headersAt = performance.now();
        const text = await res.text();
        status = res.status;
        const timing = {
          flightMs: headersAt - started + taken.takeMs,
          sinceHeadersMs: performance.now() - headersAt,
        };
        outcome = await this.classify(res, text, call, { key, spec, level }, group, timing);
        if (outcome.kind === 'retry' && outcome.error instanceof WbResponseError) {
          status = 'invalid-json';
        }
      } catch (error) {
        if (req.signal?.aborted) throw req.signal.reason;
        status = timeout.aborted ? 'timeout' : 'network';
        const proxyStatus = timeout.aborted ? undefined : proxyTunnelStatus(error);
        outcome =
          proxyStatus !== undefined
            ? {
                // Wrong proxy credentials stay wrong; other refusals (502, 503) may pass.
                kind: proxyStatus === 407 ? 'fail' : 'retry',
                error: new WbProxyError(call, proxyStatus, { cause: error }),
              }
            : {
                kind: 'retry',
                error: timeout.aborted
                  ? new WbTimeoutError('WB did not answer in time', call, { cause: error })
                  : new WbNetworkError('The connection to WB failed', call, { cause: error }),
              };
      }
      const retrying = outcome.kind === 'retry' && attempt < this.maxAttempts;
      this.emit({
        host: req.host,
        group: key.group,
        method: req.method,
        path: req.path,
        status,
        durationMs: performance.now() - started,
        attempt,
        retrying,
        limiterWaitMs,
      });
      if (outcome.kind === 'ok') return this.validate(req, outcome.raw, status, call);
      if (!retrying) throw outcome.error;
      const delay =
        outcome.kind === 'retry' && outcome.delayMs !== undefined
          ? outcome.delayMs
          : fullJitterDelay(attempt, this.options.backoff, this.options.random);
      if (this.options.maxWaitMs !== undefined && delay > this.options.maxWaitMs) {
        throw new WbDeferredError(call, delay);
      }
      if (delay > 0) await sleep(delay, req.signal);
    }
  }

  private async acquire(
    key: BucketKey,
    spec: BucketSpec,
    call: WbCallInfo,
    signal: AbortSignal | undefined,
  ): Promise<Acquired> {
    try {
      return await acquire(this.options.limiter, key, spec, {
        ...(signal ? { signal } : {}),
        ...(this.options.maxWaitMs !== undefined ? { maxWaitMs: this.options.maxWaitMs } : {}),
      });
    } catch (error) {
      if (error instanceof BucketWaitTooLongError) throw new WbDeferredError(call, error.waitMs);
      throw error;
    }
  }

  private async classify(
    res: FetchResponseLike,
    text: string,
    call: WbCallInfo,
    bucket: TakenBucket,
    group: WbMethodGroup,
    timing: { flightMs: number; sinceHeadersMs: number },
  ): Promise<Outcome> {
    const { status } = res;
    const { key, spec } = bucket;
    if (status >= 200 && status < 300) {
      // WB had no whole request left after this one (docs/wb-notes.md#rate-limits): see
      // remaining.ts.
      if (res.headers.get('X-Ratelimit-Remaining')?.trim() === '0') {
        const step = afterNoneLeft({ ...timing, level: bucket.level, spec });
        if ('charge' in step) await this.options.limiter.charge(key, spec, step.charge);
        else await this.options.limiter.block(key, spec, step.block);
      }
      if (status === 204 || text.trim() === '') return { kind: 'ok', raw: null };
      try {
        return { kind: 'ok', raw: parseWbJson(text) };
      } catch (error) {
        if (!(error instanceof WbJsonError)) throw error;
        // A truncated page: the connection broke mid-body. Worth another try.
        const message = 'WB sent a body that is not valid JSON';
        return {
          kind: 'retry',
          error: new WbResponseError(message, call, 'json', undefined, { cause: error }),
        };
      }
    }
    // A 4xx on the marketplace group costs 10 requests (docs/wb-notes.md#rate-limits); the take
    // already paid 1.
    if (status >= 400 && status < 500 && group.fourXxCost && group.fourXxCost > 1) {
      await this.options.limiter.charge(key, spec, group.fourXxCost - 1);
    }
    const parsed = safeJson(text);
    const detail = this.redact(errorDetail(parsed));
    const snippet = this.redact(text.slice(0, 500)) || undefined;
    if (status === 429) {
      const seconds = retryAfter(res.headers, spec);
      // Without a header: empty the bucket for one interval and back off as for a 5xx.
      await this.options.limiter.block(key, spec, seconds ?? 1 / spec.refillPerSecond);
      const error = new WbRateLimitError('WB rate limit exceeded', call, status, detail, snippet);
      // With a header the limiter itself holds the next attempt back for exactly that long.
      return { kind: 'retry', error, delayMs: seconds === undefined ? undefined : 0 };
    }
    if (status >= 500) {
      return {
        kind: 'retry',
        error: new WbServerError('WB server error', call, status, detail, snippet),
      };
    }
    if (status === 401 || status === 403) {
      return {
        kind: 'fail',
        error: new WbAuthError('WB refused the token', call, status, detail, snippet),
      };
    }
    return {
      kind: 'fail',
      error: new WbRequestError(
        `WB rejected the request (HTTP ${status})`,
        call,
        status,
        detail,
        snippet,
      ),
    };
  }

  private validate<T>(
    req: WbRequest<T>,
    raw: unknown,
    status: WbAttemptStatus,
    call: WbCallInfo,
  ): WbResponse<T> {
    const result = safeParse(req.schema, raw);
    if (!result.success) {
      const issues = result.error.issues
        .slice(0, 20)
        .map((i) => ({ path: i.path, message: i.message }));
      const where = issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ');
      throw new WbResponseError(`Unexpected WB answer: ${where}`, call, 'schema', issues);
    }
    return { data: result.data, raw, status: typeof status === 'number' ? status : 0 };
  }

  private emit(event: WbRequestEvent): void {
    this.options.metrics?.record(event);
    this.options.onRequest?.(event);
  }

  private url(req: WbRequest<unknown>): string {
    const base = this.options.baseUrls[req.host].replace(/\/+$/, '');
    const path = req.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = req.params?.[name];
      if (value === undefined) throw new Error(`Missing path parameter ${name} for ${req.path}`);
      return encodeURIComponent(String(value));
    });
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null) search.append(name, String(value));
    }
    const qs = search.toString();
    return `${base}${path}${qs ? `?${qs}` : ''}`;
  }

  /** WB never echoes the token, but an error text must not carry it even if it did. */
  private redact(text: string | undefined): string | undefined {
    return text?.split(this.options.token).join('[token]');
  }
}

/**
 * Seconds until WB has a token again, from a 429 (docs/wb-notes.md#rate-limits):
 * `X-Ratelimit-Retry`, or else from `X-Ratelimit-Reset` (until the whole burst is back) minus the
 * refill of the other tokens.
 */
export function retryAfter(
  headers: { get(name: string): string | null },
  spec: BucketSpec,
): number | undefined {
  const retry = headerSeconds(headers, 'X-Ratelimit-Retry');
  if (retry !== undefined) return retry;
  const reset = headerSeconds(headers, 'X-Ratelimit-Reset');
  if (reset === undefined) return undefined;
  return Math.max(0, reset - (spec.capacity - 1) / spec.refillPerSecond);
}

function safeJson(text: string): unknown {
  try {
    return parseWbJson(text);
  } catch {
    return undefined;
  }
}

/**
 * A JSON integer for a request body that keeps every digit of a big ID (rrdId,
 * docs/wb-notes.md#data-formats).
 */
export function jsonInteger(value: number | string | bigint): LosslessNumber | number {
  return typeof value === 'number' ? value : new LosslessNumber(String(value));
}
