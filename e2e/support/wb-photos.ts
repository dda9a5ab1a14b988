import type { BrowserContext, Page, Route } from '@playwright/test';
import type pg from 'pg';

/**
 * Product photos as WB's cards API lists them (packages/wb-sandbox, content.ts `cardJson`) and the
 * catalogue sync stores them in `products.photos`: per photo, one URL per size on WB's CDN. The
 * e2e machine has no internet, so `serveWbPhotos` answers those URLs in the browser with generated
 * tiles: a colour of the card and the photo's number, at the size's real pixel dimensions.
 */

/** The sizes a card lists for every photo, with their pixel dimensions on WB's CDN. */
const SIZES = {
  big: [900, 1200],
  c246x328: [246, 328],
  c516x688: [516, 688],
  square: [600, 600],
  tm: [75, 100],
} as const;
type Size = keyof typeof SIZES;
export type WbPhotoSet = Record<Size, string>;

/** The basket that holds the cards; the routed CDN has nothing on any other (see `missing`). */
const BASKET = 'basket-10.wbbasket.ru';
const MISSING_BASKET = 'basket-99.wbbasket.ru';

const photoUrl = (host: string, nm: number, k: number, size: Size) =>
  `https://${host}/vol${Math.floor(nm / 100_000)}/part${Math.floor(nm / 1000)}/${nm}/images/${size}/${k}.webp`;

function photoSet(host: string, nm: number, k: number): WbPhotoSet {
  const sizes = Object.keys(SIZES) as Size[];
  return Object.fromEntries(sizes.map((s) => [s, photoUrl(host, nm, k, s)])) as WbPhotoSet;
}

/**
 * A card's `photos`: `count` photos; those numbered in `missing` point at a basket that answers
 * 404, as a photo removed from the CDN after the sync would.
 */
export function wbPhotos(nm: number, count: number, missing: number[] = []): WbPhotoSet[] {
  return Array.from({ length: count }, (_, i) =>
    photoSet(missing.includes(i + 1) ? MISSING_BASKET : BASKET, nm, i + 1),
  );
}

/**
 * Writes the photos of the account's cards (nmID → `wbPhotos` arguments) into `products.photos`,
 * in one statement.
 */
export async function seedPhotos(
  client: pg.Client,
  accountId: string,
  cards: [nm: number, count: number, missing?: number[]][],
) {
  const rows = cards.map(([nm, count, missing]) => ({
    nm_id: nm,
    photos: wbPhotos(nm, count, missing),
  }));
  await client.query(
    `UPDATE products p SET photos = v.photos
       FROM jsonb_to_recordset($2::jsonb) AS v(nm_id bigint, photos jsonb)
      WHERE p.account_id = $1 AND p.nm_id = v.nm_id`,
    [accountId, JSON.stringify(rows)],
  );
}

const PATH =
  /^\/vol(?<vol>\d+)\/part(?<part>\d+)\/(?<nm>\d+)\/images\/(?<size>\w+)\/(?<k>\d+)\.webp$/;

/** The tile of photo `k` of card `nm` at a size: an SVG, the same bytes on every run. */
export function photoTile(nm: number, k: number, size: Size): string {
  const [w, h] = SIZES[size];
  const hue = (nm * 47 + k * 83) % 360;
  const unit = Math.min(w, h);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="hsl(${hue} 55% 62%)"/>`,
    `<circle cx="${w / 2}" cy="${h * 0.42}" r="${unit * 0.3}" fill="hsl(${hue} 60% 82%)"/>`,
    `<text x="${w / 2}" y="${h * 0.42}" font-family="sans-serif" font-weight="700" font-size="${unit * 0.32}"`,
    ` fill="hsl(${hue} 45% 25%)" text-anchor="middle" dominant-baseline="central">${k}</text>`,
    `<text x="${w / 2}" y="${h * 0.86}" font-family="sans-serif" font-size="${unit * 0.09}"`,
    ` fill="hsl(${hue} 45% 22%)" text-anchor="middle">${nm}</text>`,
    '</svg>',
  ].join('');
}

/** The tile a CDN URL names, or null where WB's CDN would answer 404. */
function tileAt(url: URL): string | null {
  const g = PATH.exec(url.pathname)?.groups;
  if (url.host !== BASKET || !g || !Object.hasOwn(SIZES, g.size!)) return null;
  const nm = Number(g.nm);
  if (Number(g.vol) !== Math.floor(nm / 100_000) || Number(g.part) !== Math.floor(nm / 1000)) {
    return null;
  }
  return photoTile(nm, Number(g.k), g.size as Size);
}

async function answer(route: Route) {
  const tile = tileAt(new URL(route.request().url()));
  if (tile === null) {
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  }
  return route.fulfill({
    status: 200,
    contentType: 'image/svg+xml',
    headers: { 'cache-control': 'public, max-age=86400' },
    body: tile,
  });
}

/** Answers every request to WB's CDN (https://basket-NN.wbbasket.ru) from the page or context. */
export async function serveWbPhotos(target: Page | BrowserContext) {
  await target.route(/^https:\/\/[^/]+\.wbbasket\.ru\//, answer);
}
