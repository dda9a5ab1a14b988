/** content-api tag writes: create, rename/recolour, delete, and set a card's tags (§2.1.3). */
import { TAG_COLOURS } from '../data/names.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { MAX_TAGS } from '../state/tags.ts';
import { fail, int, intArray, obj } from './util.ts';

const ack = { data: null, error: false, errorText: '', additionalErrors: null };

function checkTag(ctx: Ctx, name: unknown, color: unknown, partial: boolean): boolean {
  if (
    !(partial && name === undefined) &&
    (typeof name !== 'string' || !name.trim() || name.length > 15)
  ) {
    return fail(ctx, 'Invalid tag name: 1 to 15 characters');
  }
  if (!(partial && color === undefined) && !TAG_COLOURS.includes(String(color))) {
    return fail(ctx, `Invalid tag color: one of ${TAG_COLOURS.join(', ')}`);
  }
  return true;
}

function tagById(ctx: Ctx) {
  const id = Number(ctx.params.id);
  const tag = ctx.seller.tags.list(ctx.seller.data.catalog.tags).find((t) => t.id === id);
  if (!tag) fail(ctx, `Tag ${ctx.params.id} is not found`, 'content', 404);
  return tag;
}

function create(ctx: Ctx): void {
  const b = obj(ctx.body);
  if (!checkTag(ctx, b.name, b.color, false)) return;
  const generated = ctx.seller.data.catalog.tags;
  if (ctx.seller.tags.list(generated).length >= MAX_TAGS) {
    return void fail(ctx, `At most ${MAX_TAGS} tags`);
  }
  ctx.seller.tags.create(generated, String(b.name), String(b.color));
  ctx.reply.json(200, ack);
}

function update(ctx: Ctx): void {
  const b = obj(ctx.body);
  const tag = tagById(ctx);
  if (!tag || !checkTag(ctx, b.name, b.color, true)) return;
  ctx.seller.tags.update(tag, {
    ...(typeof b.name === 'string' ? { name: b.name } : {}),
    ...(typeof b.color === 'string' ? { color: b.color } : {}),
  });
  ctx.reply.json(200, ack);
}

function remove(ctx: Ctx): void {
  const tag = tagById(ctx);
  if (!tag) return;
  ctx.seller.tags.remove(tag.id);
  ctx.reply.json(200, ack);
}

function link(ctx: Ctx): void {
  const b = obj(ctx.body);
  const nmID = int(b.nmID);
  const ids = intArray(b.tagsIDs);
  if (nmID === undefined || Number.isNaN(nmID) || !ids) {
    return void fail(ctx, 'nmID and tagsIDs are required');
  }
  const p = ctx.seller.data.catalog.products.find((x) => x.nmID === nmID);
  if (!p) return void fail(ctx, `Card ${nmID} is not found`);
  const known = new Set(ctx.seller.tags.list(ctx.seller.data.catalog.tags).map((t) => t.id));
  if (ids.some((id) => !known.has(id))) return void fail(ctx, 'Unknown tag id');
  ctx.seller.tags.link(nmID, ids);
  ctx.reply.json(200, ack);
}

const route = (
  method: RouteDef['method'],
  path: string,
  handler: RouteDef['handler'],
): RouteDef => ({
  method,
  host: 'content',
  path,
  group: 'content-tags',
  category: 'content',
  style: 'content',
  write: true,
  handler,
});

export const TAG_ROUTES: RouteDef[] = [
  route('POST', '/content/v2/tag', create),
  route('PATCH', '/content/v2/tag/{id}', update),
  route('DELETE', '/content/v2/tag/{id}', remove),
  route('POST', '/content/v2/tag/nomenclature/link', link),
];
