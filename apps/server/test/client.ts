import { CSRF_HEADER, CSRF_VALUE } from '@wb/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser-like client for app.inject: keeps cookies between requests and sends the CSRF
 * header on state-changing requests, as the web app does. A `FormData` payload goes as
 * multipart/form-data, as a browser sends it.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: { ip?: string; csrf?: boolean } = {},
  ) {}

  async request(
    options: InjectOptions & { method: string; url: string },
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (options.method !== 'GET' && this.defaults.csrf !== false)
      headers[CSRF_HEADER] ??= CSRF_VALUE;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let payload = options.payload;
    if (payload instanceof FormData) {
      const form = new Response(payload);
      headers['content-type'] = form.headers.get('content-type')!;
      payload = Buffer.from(await form.arrayBuffer());
    }
    const res = await this.app.inject({
      ...options,
      payload,
      headers,
      remoteAddress: this.defaults.ip ?? '127.0.0.1',
    } as InjectOptions);
    for (const cookie of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({
      method: 'POST',
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  }
  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as object });
  }
  patch(url: string, payload?: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as object });
  }
  delete(url: string, payload?: unknown) {
    return this.request({
      method: 'DELETE',
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  }
}
