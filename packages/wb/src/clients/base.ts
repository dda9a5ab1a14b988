import * as z from 'zod/mini';
import type { WbMethodGroupId } from '../limiter/limits';
import type { WbHost, WbRequest, WbResponse, WbTransport } from '../http/transport';
import { opt } from '../schema/fields';

/** Options every method takes. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Per attempt; the client's default otherwise. */
  timeoutMs?: number;
}

export const pingSchema = z.looseObject({ TS: opt(z.string()), Status: opt(z.string()) });
export type WbPing = z.output<typeof pingSchema>;

/** The base of the per-host clients: the host key and the shared transport. */
export class WbHostClient {
  constructor(
    protected readonly transport: WbTransport,
    readonly host: WbHost,
  ) {}

  /** `GET /ping` of this host: checks the token and its category (3 requests / 30 s per host). */
  ping(options: CallOptions = {}): Promise<WbResponse<WbPing>> {
    return this.call({ group: 'ping', method: 'GET', path: '/ping', schema: pingSchema }, options);
  }

  protected call<T>(
    req: Omit<WbRequest<T>, 'host' | 'signal' | 'timeoutMs'> & { group: WbMethodGroupId },
    options: CallOptions = {},
  ): Promise<WbResponse<T>> {
    return this.transport.request({ ...req, host: this.host, ...options });
  }
}
