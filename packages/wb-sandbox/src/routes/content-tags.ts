/**
 * content-api tag writes: create, rename/recolour, delete, and set a card's tags
 * (docs/wb-notes.md#tags), with WB's rules and answers (wb-openapi/02-items.yaml "Ярлыки"): at most
 * 15 tags per seller and per card, names of at most 15 characters and unique per seller, six
 * colours; an unknown tag on PATCH/DELETE is answered 200 with `error: true`, as the spec's
 * examples show.
 */
import { TAG_COLOURS } from '../data/names.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { MAX_CARD_TAGS, MAX_TAGS } from '../state/tags.ts';
import { fail, int, intArray, obj } from './util.ts';

const ack = { data: null, error: false, errorText: '', additionalErrors: null };
const refused = (errorText: string) => ({
  data: null,
  error: true,
  errorText,
  additionalErrors: null,
});

function checkTag(ctx: Ctx, name: unknown, color: unknown, partial: boolean): boolean {
  if (
    !(partial && name === undefined) &&
    (typeof name !== 'string' || !name.trim() || name.length > 15)
  ) {
    return fail(ctx, 'Недопустимое значение наименования ярлыка');
  }
  if (!(partial && color === undefined) && !TAG_COLOURS.includes(String(color))) {
    return fail(ctx, `Недопустимый цвет ярлыка: один из ${TAG_COLOURS.join(', ')}`);
  }
  return true;
}

const tagsOf = (ctx: Ctx) => ctx.seller.tags.list(ctx.seller.data.catalog.tags);

/** Another tag of the seller has this name. */
function nameTaken(ctx: Ctx, name: unknown, except?: number): boolean {
  if (typeof name !== 'string') return false;
  if (!tagsOf(ctx).some((t) => t.name === name && t.id !== except)) return false;
  return !fail(ctx, 'Ярлык с таким именем уже существует');
}

function create(ctx: Ctx): void {
  const b = obj(ctx.body);
  if (!checkTag(ctx, b.name, b.color, false) || nameTaken(ctx, b.name)) return;
  const generated = ctx.seller.data.catalog.tags;
  if (ctx.seller.tags.list(generated).length >= MAX_TAGS) {
    return void fail(ctx, 'Исчерпан лимит на создание ярлыков');
  }
  ctx.seller.tags.create(generated, String(b.name), String(b.color));
  ctx.reply.json(200, ack);
}

function update(ctx: Ctx): void {
  const b = obj(ctx.body);
  const id = Number(ctx.params.id);
  const tag = tagsOf(ctx).find((t) => t.id === id);
  if (!tag) return void ctx.reply.json(200, refused('Неправильный запрос'));
  if (!checkTag(ctx, b.name, b.color, true) || nameTaken(ctx, b.name, tag.id)) return;
  ctx.seller.tags.update(tag, {
    ...(typeof b.name === 'string' ? { name: b.name } : {}),
    ...(typeof b.color === 'string' ? { color: b.color } : {}),
  });
  ctx.reply.json(200, ack);
}

function remove(ctx: Ctx): void {
  const id = Number(ctx.params.id);
  const tag = tagsOf(ctx).find((t) => t.id === id);
  if (!tag) return void ctx.reply.json(200, refused('Такого ярлыка не существует'));
  ctx.seller.tags.remove(tag.id);
  ctx.reply.json(200, ack);
}

function link(ctx: Ctx): void {
  const b = obj(ctx.body);
  const nmID = int(b.nmID);
  const ids = intArray(b.tagsIDs);
  if (nmID === undefined || Number.isNaN(nmID) || !ids) {
    return void fail(ctx, 'Неправильный запрос');
  }
  const p = ctx.seller.data.catalog.products.find((x) => x.nmID === nmID);
  if (!p) return void fail(ctx, 'Неправильный запрос');
  const known = new Set(ctx.seller.tags.list(ctx.seller.data.catalog.tags).map((t) => t.id));
  if (ids.some((id) => !known.has(id))) return void fail(ctx, 'Неправильный запрос');
  if (new Set(ids).size > MAX_CARD_TAGS) {
    return void fail(ctx, `Неправильный запрос: не больше ${MAX_CARD_TAGS} ярлыков в карточке`);
  }
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
