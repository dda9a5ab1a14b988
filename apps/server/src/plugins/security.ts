import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';

/**
 * Security headers (docs/budgets.md#headers): a strict CSP — scripts only from our origin, no
 * plugins, no <base>, no framing — plus HSTS, nosniff and a Referrer-Policy. Styles allow
 * 'unsafe-inline' because MUI/emotion inject <style> elements at run time.
 */
export function securityOptions(config: Config): HelmetOptions {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product photos are served by WB's CDN (basket-NN.wbbasket.ru), as the cards list them.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.wbbasket.ru'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers Helmet sets for these options. They depend on nothing in the request, so they are
 * worked out once at start-up: Helmet's middleware (and the Fastify wrapper, which builds it
 * again for every request) would redo the same work on every response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet 8 throws a bad option instead of passing it on: start-up fails loudly.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const headers = securityHeaders(securityOptions(config));
  // On every response, the API's and the web app's, errors and 404s included.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
