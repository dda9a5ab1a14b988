/**
 * The seller's catalogue: cards, sizes, barcodes, tags, the WB warehouses the seller supplies and
 * the seller's own (FBS) warehouses. A pure function of the seller's seed and scale.
 */
import { REGIONS } from '../data/regions.ts';
import { SIZE_GRIDS, SUBJECTS, type Subject } from '../data/subjects.ts';
import { BRAND_STEMS, ADJECTIVES, COLOURS, TAG_COLOURS, TAG_NAMES } from '../data/names.ts';
import { WAREHOUSES, type Warehouse } from '../data/warehouses.ts';
import { Rng, hash32, uuidFrom } from './rng.ts';
import { productTitle } from './title.ts';
import { DAY_MS } from './time.ts';
import type { SellerConfig } from './seller.ts';

export interface Size {
  chrtID: number;
  techSize: string;
  wbSize: string;
  barcode: string;
  /** Global index of this size (SKU) in the catalogue. */
  sku: number;
}

export interface Product {
  idx: number;
  nmID: number;
  imtID: number;
  nmUUID: string;
  vendorCode: string;
  brand: string;
  subject: Subject;
  title: string;
  description: string;
  colour: string;
  length: number;
  width: number;
  height: number;
  weight: number;
  /** Volume, litres (l·w·h / 1000). */
  volume: number;
  sizes: Size[];
  createdAt: number;
  /** Update instants (ascending); the card's `updatedAt` is the latest one not after now. */
  updates: number[];
  /** Trashed cards never get orders. */
  trashedAt: number | null;
  popularity: number;
  basePrice: number;
  tagIds: number[];
  needKiz: boolean;
  photos: number;
}

export interface Tag {
  id: number;
  name: string;
  color: string;
}

export interface OwnWarehouse {
  id: number;
  name: string;
  officeId: number;
  region: string;
}

export interface Catalog {
  products: Product[];
  /** SKU index → product index / size. */
  skuProduct: Int32Array;
  skuSize: Size[];
  tags: Tag[];
  /** WB warehouses the seller supplies (FBW), with order shares. */
  wbWarehouses: Warehouse[];
  wbWeights: Float64Array;
  own: OwnWarehouse[];
  /** Cumulative region weights for delivery destinations. */
  regionCumulative: Float64Array;
}

function ean13(body12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + ((10 - (sum % 10)) % 10).toString();
}

export function buildCatalog(cfg: SellerConfig): Catalog {
  const rng = new Rng(cfg.seed, 0xca7a);
  const n = cfg.scale.products;
  const nmBase = 100_000_000 + (hash32(cfg.seed, 1) % 300_000) * 1000;
  const brands = [0, 1, 2].map((i) => BRAND_STEMS[(cfg.seed + i * 5) % BRAND_STEMS.length]!);
  const tags: Tag[] = TAG_NAMES.slice(0, 3 + (cfg.seed % 4)).map((name, i) => ({
    id: 500_000 + (hash32(cfg.seed, 7, i) % 400_000),
    name,
    color: TAG_COLOURS[i % TAG_COLOURS.length]!,
  }));
  const products: Product[] = [];
  const skuProduct: number[] = [];
  const skuSize: Size[] = [];
  const historyLen = cfg.scale.days * DAY_MS;
  let imtID = 200_000_000 + (hash32(cfg.seed, 2) % 100_000) * 1000;
  for (let i = 0; i < n; i++) {
    const subject = SUBJECTS[hash32(cfg.seed, 3, i) % SUBJECTS.length]!;
    const nmID = nmBase + i;
    // Merged cards (one imtID for a few colours) are common: a new group every ~2 cards.
    if (i === 0 || rng.chance(0.55)) imtID += 1 + rng.int(0, 3);
    const colour = rng.pick(COLOURS);
    const brand = rng.pick(brands);
    const [l, w, h, kg] = subject.dims;
    const length = Math.max(1, Math.round(l * (0.85 + rng.next() * 0.3)));
    const width = Math.max(1, Math.round(w * (0.85 + rng.next() * 0.3)));
    const height = Math.max(1, Math.round(h * (0.85 + rng.next() * 0.3)));
    const grid = SIZE_GRIDS[subject.grid];
    const first = subject.grid === 'one' ? 0 : rng.int(0, Math.max(0, grid.length - 3));
    const count = subject.grid === 'one' ? 1 : rng.int(2, Math.min(5, grid.length - first));
    const sizes: Size[] = [];
    for (let s = 0; s < count; s++) {
      const [techSize, wbSize] = grid[first + s]!;
      const sku = skuProduct.length;
      const size: Size = {
        chrtID: nmID * 8 + s + 11,
        techSize,
        wbSize,
        barcode: ean13(
          `2${(cfg.seed % 997).toString().padStart(3, '0')}${sku.toString().padStart(8, '0')}`,
        ),
        sku,
      };
      sizes.push(size);
      skuProduct.push(i);
      skuSize.push(size);
    }
    // Three in four cards existed before the history starts; the rest appear during it.
    const createdAt = rng.chance(0.75)
      ? cfg.historyStart - rng.int(1, 365) * DAY_MS - rng.int(0, DAY_MS - 1)
      : cfg.historyStart + Math.floor(rng.next() * historyLen * 0.9);
    const updates = [createdAt];
    for (let u = rng.int(0, 4); u > 0; u--) {
      updates.push(
        createdAt +
          Math.floor(rng.next() * (cfg.historyStart + historyLen - createdAt + 30 * DAY_MS)),
      );
    }
    updates.sort((a, b) => a - b);
    const trashed = i > 3 && rng.chance(0.03);
    const [pmin, pmax] = subject.price;
    const adjective = rng.pick(ADJECTIVES);
    products.push({
      idx: i,
      nmID,
      imtID,
      nmUUID: uuidFrom(cfg.seed, 9, i),
      vendorCode: `${brand
        .slice(0, 3)
        .toUpperCase()
        .replace(/[^A-ZА-Я]/g, 'X')}-${(1000 + i).toString()}-${colour.slice(0, 3)}`,
      brand,
      subject,
      title: productTitle(subject, adjective, colour),
      description: `${subject.name}: ${adjective} вариант, цвет ${colour}. Бренд ${brand}.`,
      colour,
      length,
      width,
      height,
      weight: Math.round(kg * (0.9 + rng.next() * 0.2) * 1000) / 1000,
      volume: (length * width * height) / 1000,
      sizes,
      createdAt,
      updates,
      trashedAt: trashed ? updates[updates.length - 1]! + rng.int(1, 20) * DAY_MS : null,
      popularity: trashed ? 0 : 1 / Math.pow(1 + (hash32(cfg.seed, 4, i) % n), 0.8),
      basePrice: Math.round((pmin + rng.next() * (pmax - pmin)) / 10) * 10,
      tagIds: tags.filter((_, t) => hash32(cfg.seed, 5, i, t) % 5 === 0).map((t) => t.id),
      needKiz: subject.grid === 'shoes' || subject.grid === 'clothes' ? rng.chance(0.5) : false,
      photos: rng.int(1, 5),
    });
  }
  // Warehouses: Коледино always, then a seller-specific mix of RF warehouses and one abroad.
  const rf = WAREHOUSES.filter((w) => w.country === 'Россия' && !w.sc);
  const chosen = new Set<Warehouse>([rf[0]!]);
  const wanted = 6 + (cfg.seed % 7);
  for (let k = 0; chosen.size < wanted && k < 500; k++)
    chosen.add(rf[hash32(cfg.seed, 6, k) % rf.length]!);
  const abroad = WAREHOUSES.filter((w) => w.country !== 'Россия');
  chosen.add(abroad[cfg.seed % abroad.length]!);
  const wbWarehouses = [...chosen];
  const wbWeights = new Float64Array(wbWarehouses.length);
  let acc = 0;
  wbWarehouses.forEach((w, i) => {
    acc +=
      (w.district === 'Центральный' ? 3 : w.country === 'Россия' ? 1.5 : 0.4) *
      (1 + (hash32(cfg.seed, 8, i) % 3));
    wbWeights[i] = acc;
  });
  const own: OwnWarehouse[] = [
    {
      id: 1_000_000 + (cfg.seed % 90_000),
      name: 'Склад продавца Москва',
      officeId: 507,
      region: 'Центральный',
    },
  ];
  if (cfg.seed % 2 === 0) {
    own.push({
      id: 1_100_000 + (cfg.seed % 90_000),
      name: 'Склад продавца Казань',
      officeId: 117986,
      region: 'Приволжский',
    });
  }
  const regionCumulative = new Float64Array(REGIONS.length);
  let r = 0;
  REGIONS.forEach((reg, i) => {
    r += reg.weight;
    regionCumulative[i] = r;
  });
  return {
    products,
    skuProduct: Int32Array.from(skuProduct),
    skuSize,
    tags,
    wbWarehouses,
    wbWeights,
    own,
    regionCumulative,
  };
}

/** The card's `updatedAt` as of `now`, or null when the card does not exist yet. */
export function cardUpdatedAt(p: Product, now: number): number | null {
  let last: number | null = null;
  for (const u of p.updates) if (u <= now) last = u;
  return last;
}
