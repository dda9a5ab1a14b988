import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the production build of the web app: hashed assets cached for a year, everything else
 * (index.html, sw.js, the manifest) revalidated on every load so a deploy is seen at once.
 * Files are precompressed at build time (.br, .gz). Unknown non-API GETs get index.html.
 */
export const webPlugin = fp(async (app: FastifyInstance, { distDir }: { distDir: string }) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built (npm run build); serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    preCompressed: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath);
      reply.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  app.decorate('serveIndexHtml', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    serveIndexHtml?: boolean;
  }
}
