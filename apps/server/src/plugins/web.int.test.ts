import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers';

let dist: string;
let ctx: TestContext;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'wb-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(dist, 'assets/index-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  ctx = await buildTestApp({ config: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves index.html at / and revalidates it on every load', async () => {
    const res = await ctx.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await ctx.app.inject({ url: '/orders/123?tab=rows' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and sends the precompressed file', async () => {
    const br = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the service worker script revalidated so updates are found', async () => {
    const res = await ctx.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await ctx.app.inject({ url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('never answers API paths with the web app', async () => {
    const res = await ctx.app.inject({ url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('compresses API responses', async () => {
    const res = await ctx.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
