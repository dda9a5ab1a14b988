/**
 * One Lighthouse run (desktop preset) of one page, in a Chromium of its own, and the figures
 * bench:lighthouse reports from it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

/** The e2e tests' browser (Debian's Chromium, scripts/ensure-chromium.sh). */
export const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export interface Figures {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script responses as transferred (compressed as the server sent them). */
  jsBytes: number;
  /** Audits of the accessibility and best-practices categories that failed. */
  failed: string[];
  /** What the browser logged as errors (the errors-in-console audit). */
  consoleErrors: string[];
}

interface ConsoleItem {
  source?: string;
  sourceLocation?: { url?: string };
  description?: string;
}
interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

const hostOf = (url: string) => /^[a-z]+:\/\/([^/]+)/i.exec(url)?.[1] ?? url.slice(0, 60);

export async function audit(url: string, cookie?: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed === '/login' && new URL(url).pathname !== '/login') {
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: not signed in`);
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items;
    const failed = ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: (requests ?? [])
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      failed,
      consoleErrors: (
        (lhr.audits['errors-in-console']?.details as { items?: ConsoleItem[] })?.items ?? []
      ).map((i) =>
        `${i.source ?? '?'}: ${i.description ?? ''}${i.sourceLocation?.url ? ` (${hostOf(i.sourceLocation.url)})` : ''}`.slice(
          0,
          300,
        ),
      ),
    };
  } finally {
    chrome.kill();
  }
}
