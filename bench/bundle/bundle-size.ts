/**
 * Bundle sizes per route, from the production build's Vite manifest.
 *
 * For every route of the seed's table: the JavaScript a browser downloads to show it on a first
 * visit — the entry chunk, the route's layout and its page, each with the chunks they import
 * statically; for a private route also what the private layout loads by itself once it has
 * painted (`PRIVATE_AREA`) — raw and gzip (level 9, as served). Label packs are JSON files, not
 * counted. And the private shell: the entry and the private layout with their static imports,
 * all that loads before the private area paints and any page can start.
 * Budgets (docs/budgets.md#bundle-size): sign-in route ≤ 150 KiB gzip, private shell ≤ 150 KiB
 * gzip, heaviest route ≤ 300 KiB gzip.
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
const SHELL_BUDGET = 150 * KiB;
const HEAVIEST_BUDGET = 300 * KiB;

/**
 * Chunks the private layout imports dynamically but loads without a click, right after it
 * paints (docs/decisions/0002-lean-public-pages.md#the-private-shell): the page area (theme,
 * confirmations, banners), the header's menus and sync status, the notification host. Every
 * private route pays for them.
 */
const PRIVATE_AREA = [
  'app/layout/page-area.tsx',
  'app/layout/header-menus.tsx',
  'app/notification-host.tsx',
];
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
/**
 * Lazy chunks a page loads as it opens, without a click: a report's chart and grid. The
 * `on open` column counts them; the route budget does not yet (docs/budgets.md#bundle-size).
 */
const ON_OPEN = [
  'components/report/report-chart.tsx',
  'components/report/report-grid.tsx',
  'features/income/components/income-charts.tsx',
].map(keyOf);
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The chunks and what they load as the page opens (`ON_OPEN`), with its static imports. */
function withOnOpen(files: Set<string>): Set<string> {
  const all = new Set(files);
  for (let grown = true; grown;) {
    grown = false;
    for (const file of [...all]) {
      for (const lazy of manifest[keyByFile.get(file)!]?.dynamicImports ?? []) {
        if (ON_OPEN.includes(lazy) && !all.has(manifest[lazy]!.file)) {
          closure(lazy, all);
          grown = true;
        }
      }
    }
  }
  return all;
}

const LAYOUT_PUBLIC = keyOf('app/layout/public-layout.tsx');
const LAYOUT_APP = keyOf('app/layout/app-layout.tsx');
const privateArea = PRIVATE_AREA.map(keyOf);
for (const key of privateArea) {
  if (!manifest[key]!.isDynamicEntry) throw new Error(`${key} is not a lazy chunk: PRIVATE_AREA`);
}

/** JavaScript of a set of chunks: raw and gzip bytes. */
function weigh(files: Set<string>) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const s = sizeOf(file);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { chunks: files.size, raw, gzip };
}

const shell = weigh(closure(LAYOUT_APP, closure(entryKey)));

const rows = ROUTES.map((route) => {
  const files = closure(entryKey);
  closure(route.access.public ? LAYOUT_PUBLIC : LAYOUT_APP, files);
  if (!route.access.public) for (const key of privateArea) closure(key, files);
  const page = ROUTE_FILES[route.path];
  if (page) closure(keyOf(page), files);
  return {
    route: route.path,
    mounted: Boolean(page),
    ...weigh(files),
    onOpenGzip: weigh(withOnOpen(files)).gzip,
  };
});

const signIn = rows.find((r) => r.route === '/login')!;
const heaviest = rows.reduce((a, b) => (b.gzip > a.gzip ? b : a));
const heaviestOnOpen = rows.reduce((a, b) => (b.onOpenGzip > a.onOpenGzip ? b : a));
const entryOnly = weigh(closure(entryKey)).gzip;

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
      'on open KiB': kib(r.onOpenGzip),
    })),
);
const checks = [
  { budget: 'sign-in route (/login), gzip', value: signIn.gzip, limit: SIGN_IN_BUDGET },
  { budget: 'private shell (entry + app layout), gzip', value: shell.gzip, limit: SHELL_BUDGET },
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
console.log(
  `private shell: ${shell.chunks} chunks, ${kib(shell.raw)} KiB raw, ${kib(shell.gzip)} KiB gzip`,
);
console.log(
  `heaviest route with what it loads on opening (${heaviestOnOpen.route}): ` +
    `${kib(heaviestOnOpen.onOpenGzip)} KiB gzip — not yet held to the ${kib(HEAVIEST_BUDGET)} KiB budget`,
);
const file = writeResult('bundle', {
  entryGzip: entryOnly,
  shell,
  routes: rows,
  budgets: checks.map((c) => ({ ...c, ok: c.value <= c.limit })),
});
console.log(`written ${path.relative(REPO_ROOT, file)}`);

if (process.argv.includes('--check') && checks.some((c) => c.value > c.limit)) {
  console.error('\nBundle budget exceeded.');
  process.exit(1);
}
