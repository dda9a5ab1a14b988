import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Label packs as static JSON files instead of JS chunks: the start-up bundle then carries no map
 * of 30 languages × every namespace. Built files go to `assets/locales/<content hash>/<lang>/<ns>.json`
 * (cached for a year, replaced by a new hash when any pack changes); `__LOCALES_BASE__` tells
 * the app where. In development they are served straight from `src/locales`.
 */
export function localesPlugin(localesDir: string): Plugin {
  const files = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(path.join(localesDir, d.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${d.name}/${f}`),
      )
      .sort();
  const hash = () => {
    const h = createHash('sha256');
    for (const f of files()) h.update(f).update(readFileSync(path.join(localesDir, f)));
    return h.digest('hex').slice(0, 10);
  };
  let base = '/__locales';
  return {
    name: 'wb-locales',
    config(_config, { command }) {
      if (command === 'build') base = `/assets/locales/${hash()}`;
      return { define: { __LOCALES_BASE__: JSON.stringify(base) } };
    },
    configureServer(server) {
      server.middlewares.use('/__locales', (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        if (!/^[a-z]{2}\/[a-z-]+\.json$/.test(rel)) return next();
        try {
          res.setHeader('content-type', 'application/json');
          res.end(readFileSync(path.join(localesDir, rel)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      const all = new Set(files());
      const languages = [...new Set([...all].map((f) => f.split('/')[0]!))];
      const namespaces = [...all].filter((f) => f.startsWith('ru/')).map((f) => f.slice(3));
      for (const language of languages) {
        for (const namespace of namespaces) {
          const file = `${language}/${namespace}`;
          // A pack not written yet is an empty one (falls back to English), not a 404.
          const json = all.has(file)
            ? JSON.stringify(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')))
            : '{}';
          this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${file}`, source: json });
        }
      }
    },
  };
}
