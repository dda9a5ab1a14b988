import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Security headers (QUALITY.md, Security): a strict CSP — scripts only from our origin, no
 * plugins, no <base>, no framing — plus HSTS, nosniff and a Referrer-Policy. Styles allow
 * 'unsafe-inline' because MUI/emotion inject <style> elements at run time.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  await app.register(helmet, {
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
  });
});
