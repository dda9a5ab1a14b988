/** content-api: cards (cursor), cards in the trash, parent categories, subjects, tags. */
import { PARENTS, SUBJECTS } from '../data/subjects.ts';
import { cardUpdatedAt, type Product } from '../gen/catalog.ts';
import { fmtUtcMs } from '../gen/time.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { TAG_ROUTES } from './content-tags.ts';
import { bounded, fail, int, intArray, json, obj, strArray } from './util.ts';

const photo = (nm: number, k: number, kind: string) =>
  `https://basket-10.wbbasket.ru/vol${Math.floor(nm / 100_000)}/part${Math.floor(nm / 1000)}/${nm}/images/${kind}/${k}.webp`;

function cardJson(ctx: Ctx, p: Product, updatedAt: number, trashedAt?: number): string {
  const own = ctx.seller.tags.ofProduct(p);
  const tags = ctx.seller.tags.list(ctx.seller.data.catalog.tags).filter((t) => own.includes(t.id));
  const photos = Array.from({ length: p.photos }, (_, i) => ({
    big: photo(p.nmID, i + 1, 'big'),
    c246x328: photo(p.nmID, i + 1, 'c246x328'),
    c516x688: photo(p.nmID, i + 1, 'c516x688'),
    square: photo(p.nmID, i + 1, 'square'),
    tm: photo(p.nmID, i + 1, 'tm'),
  }));
  const base = {
    nmID: p.nmID,
    ...(trashedAt === undefined ? { imtID: p.imtID, nmUUID: p.nmUUID } : {}),
    subjectID: p.subject.id,
    subjectName: p.subject.name,
    vendorCode: p.vendorCode,
    ...(trashedAt === undefined
      ? { brand: p.brand, title: p.title, description: p.description, needKiz: p.needKiz }
      : {}),
    kizMarked: p.needKiz,
    photos,
    wholesale: { enabled: false, quantum: 0 },
    dimensions: {
      length: p.length,
      width: p.width,
      height: p.height,
      weightBrutto: p.weight,
      isValid: true,
    },
    characteristics: [
      { id: 14177449, name: 'Цвет', value: [p.colour] },
      { id: 14177451, name: 'Страна производства', value: ['Россия'] },
    ],
    sizes: p.sizes.map((s) => ({
      chrtID: s.chrtID,
      techSize: s.techSize,
      wbSize: s.wbSize,
      skus: [s.barcode],
    })),
    ...(trashedAt === undefined ? { tags } : {}),
    createdAt: fmtUtcMs(p.createdAt),
    ...(trashedAt === undefined
      ? { updatedAt: fmtUtcMs(updatedAt) }
      : { trashedAt: fmtUtcMs(trashedAt) }),
  };
  return json(base);
}

interface CardFilter {
  text: string;
  tagIDs: number[];
  objectIDs: number[];
  brands: string[];
  imtID: number;
  withPhoto: number;
}

function matches(p: Product, f: CardFilter, tagIds: number[]): boolean {
  if (f.withPhoto === 0 && p.photos > 0) return false;
  if (f.tagIDs.length && !tagIds.some((t) => f.tagIDs.includes(t))) return false;
  if (f.objectIDs.length && !f.objectIDs.includes(p.subject.id)) return false;
  if (f.brands.length && !f.brands.includes(p.brand)) return false;
  if (f.imtID && p.imtID !== f.imtID) return false;
  if (f.text) {
    const t = f.text.toLowerCase();
    const hay = `${p.nmID} ${p.vendorCode} ${p.title}`.toLowerCase();
    if (!hay.includes(t) && !p.sizes.some((s) => s.barcode === f.text)) return false;
  }
  return true;
}

/** Shared cursor walk: (time, nmID) order, ascending or descending, strictly after the cursor. */
async function cursorPage(ctx: Ctx, trash: boolean): Promise<void> {
  const settings = obj(obj(ctx.body).settings);
  const cursor = obj(settings.cursor);
  const filter = obj(settings.filter);
  const limit = bounded(ctx, 'cursor.limit', cursor.limit, 10, 1, 100);
  if (limit === null) return;
  const ascending = obj(settings.sort).ascending === true;
  const tagIDs = intArray(filter.tagIDs);
  const objectIDs = intArray(filter.objectIDs);
  const brands = strArray(filter.brands);
  if (!tagIDs || !objectIDs || !brands) return void fail(ctx, 'Invalid filter');
  const f: CardFilter = {
    text: typeof filter.textSearch === 'string' ? filter.textSearch.trim() : '',
    tagIDs,
    objectIDs,
    brands,
    imtID: int(filter.imtID) || 0,
    withPhoto: int(filter.withPhoto) ?? -1,
  };
  const cursorTimeRaw = trash ? cursor.trashedAt : cursor.updatedAt;
  const cursorNm = int(cursor.nmID) || 0;
  const cursorTime =
    typeof cursorTimeRaw === 'string' && cursorTimeRaw ? Date.parse(cursorTimeRaw) : NaN;
  if (typeof cursorTimeRaw === 'string' && cursorTimeRaw && Number.isNaN(cursorTime)) {
    return void fail(ctx, 'Invalid cursor');
  }
  const now = ctx.now;
  const items: { p: Product; t: number }[] = [];
  for (const p of ctx.seller.data.catalog.products) {
    const u = cardUpdatedAt(p, now);
    if (u === null) continue;
    const inTrash = p.trashedAt !== null && p.trashedAt <= now;
    if (inTrash !== trash) continue;
    if (!matches(p, f, ctx.seller.tags.ofProduct(p))) continue;
    items.push({ p, t: trash ? p.trashedAt! : u });
  }
  const dir = ascending ? 1 : -1;
  items.sort((a, b) => dir * (a.t - b.t || a.p.nmID - b.p.nmID));
  const after = (x: { p: Product; t: number }) =>
    Number.isNaN(cursorTime) || dir * (x.t - cursorTime || x.p.nmID - cursorNm) > 0;
  const page = items.filter(after).slice(0, limit);
  const last = page[page.length - 1];
  const cursorOut = {
    [trash ? 'trashedAt' : 'updatedAt']: last ? fmtUtcMs(last.t) : '',
    nmID: last ? last.p.nmID : 0,
    total: page.length,
  };
  await ctx.reply.rows(
    200,
    '{"cards":[',
    page.map((x) => cardJson(ctx, x.p, x.t, trash ? x.t : undefined)),
    () => `],"cursor":${json(cursorOut)}}`,
  );
}

export const CONTENT_ROUTES: RouteDef[] = [
  {
    method: 'POST',
    host: 'content',
    path: '/content/v2/get/cards/list',
    group: 'content',
    category: 'content',
    style: 'content',
    handler: (ctx) => cursorPage(ctx, false),
  },
  {
    method: 'POST',
    host: 'content',
    path: '/content/v2/get/cards/trash',
    group: 'content',
    category: 'content',
    style: 'content',
    handler: (ctx) => cursorPage(ctx, true),
  },
  {
    method: 'GET',
    host: 'content',
    path: '/content/v2/object/parent/all',
    group: 'content',
    category: 'content',
    style: 'content',
    handler: (ctx) =>
      ctx.reply.json(200, {
        data: PARENTS.map((p) => ({ name: p.name, id: p.id, isVisible: true })),
        error: false,
        errorText: '',
        additionalErrors: null,
      }),
  },
  {
    method: 'GET',
    host: 'content',
    path: '/content/v2/object/all',
    group: 'content',
    category: 'content',
    style: 'content',
    handler: (ctx) => {
      const limit = bounded(ctx, 'limit', ctx.query.get('limit'), 30, 1, 1000);
      const offset =
        limit === null ? null : bounded(ctx, 'offset', ctx.query.get('offset'), 0, 0, 1e9);
      const parentID = int(ctx.query.get('parentID'));
      if (limit === null || offset === null) return;
      if (Number.isNaN(parentID)) return void fail(ctx, 'Invalid parentID');
      const name = (ctx.query.get('name') ?? '').toLowerCase();
      const data = SUBJECTS.filter(
        (s) =>
          (parentID === undefined || s.parent.id === parentID) &&
          s.name.toLowerCase().includes(name),
      )
        .slice(offset, offset + limit)
        .map((s) => ({
          subjectID: s.id,
          parentID: s.parent.id,
          subjectName: s.name,
          parentName: s.parent.name,
        }));
      ctx.reply.json(200, { data, error: false, errorText: '', additionalErrors: null });
    },
  },
  {
    method: 'GET',
    host: 'content',
    path: '/content/v2/tags',
    group: 'content-tags',
    category: 'content',
    style: 'content',
    handler: (ctx) =>
      ctx.reply.json(200, {
        data: ctx.seller.tags.list(ctx.seller.data.catalog.tags),
        error: false,
        errorText: '',
        additionalErrors: '',
      }),
  },
  ...TAG_ROUTES,
];
