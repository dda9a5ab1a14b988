/**
 * Lighthouse (desktop preset, Chromium) on the public pages and, signed in as the demo owner, on
 * /, /orders and /products, next to a plain-HTML sign-in form measured in the same run as the
 * baseline. Each page is run `--runs` times (the pages take turns, so noise spreads over all of
 * them); the run with the median performance score is reported, with the range over the runs.
 * Budgets (docs/budgets.md#lighthouse): public pages performance ≥ 95, accessibility 100, best
 * practices ≥ 95, LCP ≤ 1.3 × the baseline's; signed-in pages performance ≥ 90, accessibility 100;
 * every page TBT ≤ 150 ms and CLS ≤ 0.05.
 *
 *   npm run bench:lighthouse                       # builds nothing: run `npm run build` first
 *   npm run bench:lighthouse -- --runs 1           # quicker, noisier
 *   npm run bench:lighthouse -- --url http://127.0.0.1:3000   # a running `npm start`
 *   npm run bench:lighthouse -- --check            # exit 1 when a figure is over its budget
 */
import { parseArgs } from 'node:util';
import { ROUTES } from '@wb/shared/routes/route-table';
import { printTable, writeResult } from '../lib/report';
import { audit, CHROMIUM, type Figures } from './audit';
import { startBaseline } from './baseline';
import { DEMO_USERS_FILE, runningProduct, startProduct, type Product } from './product';

type Kind = 'baseline' | 'public' | 'signedIn';
interface Page {
  label: string;
  url: string;
  kind: Kind;
  cookie?: string;
}
interface Budget {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  /** LCP at most this multiple of the baseline's. */
  lcpRatio?: number;
  tbtMs?: number;
  cls?: number;
}

const BUDGETS: Record<Kind, Budget> = {
  baseline: {},
  public: {
    performance: 95,
    accessibility: 100,
    bestPractices: 95,
    lcpRatio: 1.3,
    tbtMs: 150,
    cls: 0.05,
  },
  signedIn: { performance: 90, accessibility: 100, tbtMs: 150, cls: 0.05 },
};
const SIGNED_IN_PAGES = ['/', '/orders', '/products'];
/** Public pages without a parameter (a reset link needs a real token). */
const PUBLIC_PAGES = ROUTES.filter((r) => 'public' in r.access && !r.path.includes(':')).map(
  (r) => r.path,
);

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    credentials: { type: 'string', default: DEMO_USERS_FILE },
    check: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number ≥ 1');
const log = (line: string) => console.error(`[lighthouse] ${line}`);

/** The run with the median performance score (the lower middle for an even count). */
function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const over: string[] = [];
/** A figure and its mark against its budget (✓ within, ✗ over, nothing without a budget). */
function mark(page: Page, what: string, text: string, ok: boolean | undefined, limit: string) {
  if (ok === undefined) return text;
  if (!ok) over.push(`${page.label}: ${what} ${text} (budget ${limit})`);
  return `${text} ${ok ? '✓' : '✗'}`;
}

function range(values: number[], format: (n: number) => string): string {
  const [min, max] = [Math.min(...values), Math.max(...values)];
  if (format(min) === format(max)) return '';
  return ` (${format(min)}–${format(max)})`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const millis = (ms: number) => String(Math.round(ms));

function row(page: Page, runs: Figures[], baselineLcpMs: number) {
  const m = medianRun(runs);
  const b = BUDGETS[page.kind];
  const atLeast = (v: number, min?: number) => (min === undefined ? undefined : v >= min);
  const atMost = (v: number, max?: number) => (max === undefined ? undefined : v <= max);
  const lcpMax = b.lcpRatio === undefined ? undefined : b.lcpRatio * baselineLcpMs;
  /** The median run's figure and the range over all runs. */
  const spread = (key: 'performance' | 'lcpMs' | 'tbtMs', format: (n: number) => string) =>
    `${format(m[key])}${range(
      runs.map((r) => r[key]),
      format,
    )}`;
  return {
    page:
      page.kind === 'baseline' ? page.label : `${page.label}${page.cookie ? ' (signed in)' : ''}`,
    performance: mark(
      page,
      'performance',
      spread('performance', String),
      atLeast(m.performance, b.performance),
      `≥ ${b.performance}`,
    ),
    accessibility: mark(
      page,
      'accessibility',
      String(m.accessibility),
      atLeast(m.accessibility, b.accessibility),
      `≥ ${b.accessibility}`,
    ),
    'best practices': mark(
      page,
      'best practices',
      String(m.bestPractices),
      atLeast(m.bestPractices, b.bestPractices),
      `≥ ${b.bestPractices}`,
    ),
    LCP: mark(
      page,
      'LCP',
      `${spread('lcpMs', seconds)} s`,
      atMost(m.lcpMs, lcpMax),
      `≤ ${b.lcpRatio} × baseline = ${seconds(lcpMax ?? NaN)} s`,
    ),
    TBT: mark(
      page,
      'TBT',
      `${spread('tbtMs', millis)} ms`,
      atMost(m.tbtMs, b.tbtMs),
      `≤ ${b.tbtMs} ms`,
    ),
    CLS: mark(page, 'CLS', m.cls.toFixed(3), atMost(m.cls, b.cls), `≤ ${b.cls}`),
    'JS transfer': m.jsBytes === 0 ? '0' : `${(m.jsBytes / 1024).toFixed(1)} KiB`,
  };
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP…) and asks to run again: twice more. */
async function auditWithRetry(page: Page): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(page.url, page.cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`${page.label}: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

async function main() {
  const baseline = await startBaseline();
  let product: Product | undefined;
  try {
    product = args.url
      ? await runningProduct(args.url.replace(/\/$/, ''), args.credentials)
      : await startProduct(log);
    const pages: Page[] = [
      { label: 'plain HTML form (baseline)', url: baseline.url, kind: 'baseline' },
      ...PUBLIC_PAGES.map((p) => ({
        label: p,
        url: `${product!.baseURL}${p}`,
        kind: 'public' as const,
      })),
      ...SIGNED_IN_PAGES.map((p) => ({
        label: p,
        url: `${product!.baseURL}${p}`,
        kind: 'signedIn' as const,
        cookie: product!.cookie,
      })),
    ];
    log(
      `${pages.length} pages × ${RUNS} runs on ${CHROMIUM}; signed in as ${product.user} at ${product.baseURL}`,
    );
    const runs = new Map<Page, Figures[]>(pages.map((p) => [p, []]));
    for (let i = 1; i <= RUNS; i++) {
      for (const page of pages) {
        const figures = await auditWithRetry(page);
        runs.get(page)!.push(figures);
        log(
          `run ${i}/${RUNS} ${page.label}: performance ${figures.performance}, LCP ${seconds(figures.lcpMs)} s, TBT ${millis(figures.tbtMs)} ms`,
        );
      }
    }
    const baselineLcpMs = medianRun(runs.get(pages[0]!)!).lcpMs;
    const rows = pages.map((p) => row(p, runs.get(p)!, baselineLcpMs));
    console.log(
      `\nLighthouse, desktop preset, median of ${RUNS} by performance score (range over the runs)\n`,
    );
    printTable(rows);
    console.log('\nJS transfer: script responses as sent (the server compresses with brotli).');
    for (const page of pages) {
      const { failed, consoleErrors } = medianRun(runs.get(page)!);
      if (failed.length) console.log(`failed audits on ${page.label}: ${failed.join(', ')}`);
      for (const error of new Set(consoleErrors)) console.log(`  console: ${error}`);
    }
    console.log(over.length ? `\nover budget:\n  ${over.join('\n  ')}` : '\nall within budget');
    const file = writeResult('lighthouse', {
      runsPerPage: RUNS,
      budgets: BUDGETS,
      rows,
      runs: pages.map((p) => ({ page: p.label, kind: p.kind, runs: runs.get(p) })),
      over,
    });
    console.log(`written ${file}`);
    if (args.check && over.length) process.exitCode = 1;
  } finally {
    await product?.stop();
    await baseline.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
