/**
 * Bundle sizes per route, from the production build's Vite manifest.
 *
 * For every route of the seed's table: the JavaScript a browser downloads to show it on a first
 * visit — the entry chunk, the route's layout and its page, each with the chunks they import
 * statically — raw and gzip (level 9, as served). Label packs are JSON files, not counted.
 * Budgets (docs/budgets.md#bundle-size): sign-in route ≤ 150 KiB gzip, heaviest route ≤ 300 KiB
 * gzip.
 *
 *   npm run bench:bundle            # table + JSON in bench/results
 *   npm run bench:bundle -- --check # also exit 1 when a budget is exceeded (CI)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '@wb/shared/routes/route-table';
import { ROUTE_FILES } from '../../apps/web/src/app/router/route-files';
import { printTable, REPO_ROOT, writeResult } from '../lib/report';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KiB = 1024;
const SIGN_IN_BUDGET = 150 * KiB;
const HEAVIEST_BUDGET = 300 * KiB;
const WEB = path.join(REPO_ROOT, 'apps/web');
const DIST = path.join(WEB, process.env.WEB_OUT_DIR ?? 'dist');

const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build at ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

const sizeCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = sizeCache.get(file);
  if (!size) {
    const data = readFileSync(path.join(DIST, file));
    size = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what loads together with it). */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');
const keyOf = (src: string) => {
  const key = `src/${src}`;
  if (!manifest[key]) throw new Error(`Not in the manifest: ${key}`);
  return key;
};
const LAYOUT_PUBLIC = keyOf('app/layout/public-layout.tsx');
const LAYOUT_APP = keyOf('app/layout/app-layout.tsx');

const rows = ROUTES.map((route) => {
  const files = closure(entryKey);
  closure(route.access.public ? LAYOUT_PUBLIC : LAYOUT_APP, files);
  const page = ROUTE_FILES[route.path];
  if (page) closure(keyOf(page), files);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const s = sizeOf(file);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { route: route.path, mounted: Boolean(page), chunks: files.size, raw, gzip };
});

const signIn = rows.find((r) => r.route === '/login')!;
const heaviest = rows.reduce((a, b) => (b.gzip > a.gzip ? b : a));
const entryOnly = [...closure(entryKey)].reduce((sum, f) => sum + sizeOf(f).gzip, 0);

const kib = (n: number) => Math.round((n / KiB) * 10) / 10;
printTable(
  [...rows]
    .sort((a, b) => b.gzip - a.gzip)
    .map((r) => ({
      route: r.route,
      page: r.mounted ? 'built' : 'not built',
      chunks: r.chunks,
      'raw KiB': kib(r.raw),
      'gzip KiB': kib(r.gzip),
    })),
);
const checks = [
  { budget: 'sign-in route (/login), gzip', value: signIn.gzip, limit: SIGN_IN_BUDGET },
  {
    budget: `heaviest route (${heaviest.route}), gzip`,
    value: heaviest.gzip,
    limit: HEAVIEST_BUDGET,
  },
];
console.log();
printTable(
  checks.map((c) => ({
    budget: c.budget,
    KiB: kib(c.value),
    'limit KiB': kib(c.limit),
    result: c.value <= c.limit ? 'ok' : 'OVER',
  })),
);
console.log(`\nentry chunk with its static imports: ${kib(entryOnly)} KiB gzip`);
const file = writeResult('bundle', {
  entryGzip: entryOnly,
  routes: rows,
  budgets: checks.map((c) => ({ ...c, ok: c.value <= c.limit })),
});
console.log(`written ${path.relative(REPO_ROOT, file)}`);

if (process.argv.includes('--check') && checks.some((c) => c.value > c.limit)) {
  console.error('\nBundle budget exceeded.');
  process.exit(1);
}
