/**
 * Catalog, prices, tariffs, warehouses, supplies and ad spend: every method the product uses,
 * called over HTTP against the sandbox, answers data that passes the client's schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WB_HOSTS } from '../src/http/transport';
import { iterateCards, iterateSubjects, iterateTrash } from '../src/iterators/content';
import { iteratePrices, iterateSupplies, iterateSupplyGoods } from '../src/iterators/offset';
import {
  clientsFor,
  collect,
  startSandbox,
  type TestClients,
  type TestSandbox,
} from './support/sandbox';

const MONEY = /^-?\d+\.\d{2}$/;
const ISO_ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

let env: TestSandbox;
let wb: TestClients;

beforeAll(async () => {
  env = await startSandbox();
  wb = clientsFor(env.sb, env.token);
});
afterAll(async () => {
  await wb?.close();
  await env?.close();
});

describe('content', () => {
  it('walks every card with the {updatedAt, nmID} cursor, page by page', async () => {
    const whole = await wb.content.cardsList({ limit: 100 });
    expect(whole.data.cards.length).toBe(5);
    const pages = await collect(iterateCards(wb.content, { limit: 2 }));
    expect(pages.map((p) => [p.rows.length, p.done])).toEqual([
      [2, false],
      [2, false],
      [1, true],
    ]);
    const cards = pages.flatMap((p) => p.rows);
    expect(cards.map((c) => c.nmID)).toEqual(whole.data.cards.map((c) => c.nmID));
    // The cursor of a page is the last card's, exactly as WB sent it (raw text, not normalised).
    for (const page of pages) {
      const last = page.raw[page.raw.length - 1] as { updatedAt: string; nmID: number };
      expect(page.cursor).toEqual({ updatedAt: last.updatedAt, nmID: last.nmID });
    }
    for (const card of cards) {
      expect(card.sizes.length).toBeGreaterThan(0);
      expect(card.sizes[0]?.chrtID).toMatch(/^\d+$/);
      expect(card.updatedAt).toMatch(ISO_ZONED);
    }
    // A cursor persisted after the last page asks only for what changed since: nothing.
    const since = await collect(iterateCards(wb.content, { cursor: pages[2]!.cursor }));
    expect(since.flatMap((p) => p.rows)).toEqual([]);
  });

  it('walks the trash with the {trashedAt, nmID} cursor', async () => {
    // Cards go to the trash rarely (3 %): a bigger catalogue without orders has some.
    const { sid } = env.sb.registerSeller({
      name: 'ИП Корзина',
      scale: { products: 300, days: 3, ordersPerDay: 0 },
    });
    const other = clientsFor(env.sb, env.sb.issueToken({ sid }));
    const whole = await other.content.cardsTrash({ limit: 100 });
    const count = whole.data.cards.length;
    expect(count).toBeGreaterThan(2);
    const pages = await collect(iterateTrash(other.content, { limit: 2 }));
    expect(pages.length).toBe(Math.floor(count / 2) + 1);
    const trashed = pages.flatMap((p) => p.rows);
    expect(trashed.map((c) => c.nmID)).toEqual(whole.data.cards.map((c) => c.nmID));
    for (const card of trashed) expect(card.trashedAt).toMatch(ISO_ZONED);
    const live = await collect(iterateCards(other.content));
    const liveIds = new Set(live.flatMap((p) => p.rows.map((c) => c.nmID)));
    expect(trashed.some((c) => liveIds.has(c.nmID))).toBe(false);
    expect(liveIds.size + count).toBe(300);
  });

  it('lists parent categories and pages through subjects', async () => {
    const parents = (await wb.content.parentCategories()).data.data;
    expect(parents.length).toBeGreaterThan(3);
    const all = (await wb.content.subjects({ limit: 1000 })).data.data;
    const pages = await collect(iterateSubjects(wb.content, { limit: 10 }));
    expect(pages.length).toBe(Math.floor(all.length / 10) + 1);
    expect(pages.flatMap((p) => p.rows)).toEqual(all);
    const parentIds = new Set(parents.map((p) => p.id));
    expect(all.every((s) => s.parentID != null && parentIds.has(s.parentID))).toBe(true);
  });

  it('reads, creates, renames, links and deletes tags', async () => {
    const before = (await wb.content.tags()).data.data;
    await wb.content.createTag({ name: 'Новинка недели', color: 'D1CFD7' });
    const after = (await wb.content.tags()).data.data;
    const created = after.filter((t) => !before.some((b) => b.id === t.id));
    expect(created.map((t) => [t.name, t.color])).toEqual([['Новинка недели', 'D1CFD7']]);
    const id = created[0]!.id;
    await wb.content.updateTag(id, { name: 'Хит' });
    const { cards } = (await wb.content.cardsList()).data;
    const nmID = cards[0]!.nmID;
    await wb.content.linkTags({ nmID, tagsIDs: [id] });
    const card = (await wb.content.cardsList()).data.cards.find((c) => c.nmID === nmID);
    expect(card?.tags.map((t) => [t.id, t.name])).toEqual([[id, 'Хит']]);
    await wb.content.linkTags({ nmID, tagsIDs: [] });
    await wb.content.deleteTag(id);
    expect((await wb.content.tags()).data.data).toEqual(before);
  });

  it("answers WB's refusals: duplicate name, long name, the seller's and the card's limits, unknown tag", async () => {
    const before = (await wb.content.tags()).data.data;
    const taken = before[0]!.name!;
    await expect(wb.content.createTag({ name: taken, color: 'D1CFD7' })).rejects.toMatchObject({
      status: 400,
      detail: 'Ярлык с таким именем уже существует',
    });
    await expect(
      wb.content.createTag({ name: 'Шестнадцать букв', color: 'D1CFD7' }),
    ).rejects.toMatchObject({ status: 400, detail: 'Недопустимое значение наименования ярлыка' });
    const unknown = 987_654_321;
    const patched = await wb.content.updateTag(unknown, { name: 'Нет' });
    expect(patched.data).toMatchObject({ error: true, errorText: 'Неправильный запрос' });
    const deleted = await wb.content.deleteTag(unknown);
    expect(deleted.data).toMatchObject({ error: true, errorText: 'Такого ярлыка не существует' });

    const made: number[] = [];
    for (let i = before.length; i < 15; i++) {
      await wb.content.createTag({ name: `Лимит ${i}`, color: 'E4EAFF' });
    }
    await expect(wb.content.createTag({ name: 'Лишний', color: 'E4EAFF' })).rejects.toMatchObject({
      status: 400,
      detail: 'Исчерпан лимит на создание ярлыков',
    });
    const all = (await wb.content.tags()).data.data;
    expect(all).toHaveLength(15);
    made.push(...all.filter((t) => !before.some((b) => b.id === t.id)).map((t) => t.id));
    const nmID = (await wb.content.cardsList()).data.cards[0]!.nmID;
    const ids = all.map((t) => t.id);
    await wb.content.linkTags({ nmID, tagsIDs: ids });
    await expect(wb.content.linkTags({ nmID, tagsIDs: [...ids, unknown] })).rejects.toMatchObject({
      status: 400,
    });
    await wb.content.linkTags({ nmID, tagsIDs: [] });
    for (const id of made) await wb.content.deleteTag(id);
    expect((await wb.content.tags()).data.data).toEqual(before);
  });
});

describe('prices', () => {
  it('pages through goods with prices as kopeck decimal strings', async () => {
    const pages = await collect(iteratePrices(wb.prices, { limit: 2 }));
    const goods = pages.flatMap((p) => p.rows);
    expect(goods.length).toBe(5);
    expect(pages.at(-1)?.done).toBe(true);
    for (const good of goods) {
      for (const size of good.sizes) {
        expect(size.sizeID).toMatch(/^\d+$/);
        for (const v of [size.price, size.discountedPrice, size.clubDiscountedPrice]) {
          expect(v).toMatch(MONEY);
        }
      }
    }
  });

  it('uploads a price task and follows it from the buffer to the history', async () => {
    const { data: goods } = await wb.prices.goods({ limit: 1 });
    const nmID = goods.data.listGoods[0]!.nmID;
    const price = Number(goods.data.listGoods[0]!.sizes[0]!.price) + 100;
    const upload = await wb.prices.uploadTask([{ nmID, price, discount: 10 }]);
    const id = upload.data.data?.id;
    expect(typeof id).toBe('number');
    // The same upload again while it is processed: WB answers 208 with the same task.
    const again = await wb.prices.uploadTask([{ nmID, price, discount: 10 }]);
    expect([again.status, again.data.data]).toEqual([208, { id, alreadyExists: true }]);

    const buffer = await wb.prices.bufferTask(id!);
    expect(buffer.data.data).toMatchObject({ uploadID: id, status: 1 });
    expect(buffer.data.data?.uploadDate).toMatch(ISO_ZONED);
    const bufferGoods = await wb.prices.bufferGoods({ uploadID: id! });
    expect(bufferGoods.data.data?.bufferGoods[0]).toMatchObject({ nmID, status: 1 });
    expect((await wb.prices.historyTask(id!)).data.data ?? null).toBeNull();

    env.sb.control.setClock({ advanceSeconds: 60 });
    const history = await wb.prices.historyTask(id!);
    expect(history.data.data).toMatchObject({ uploadID: id, status: 3, successGoodsNumber: 1 });
    const historyGoods = await wb.prices.historyGoods({ uploadID: id! });
    expect(historyGoods.data.data?.historyGoods[0]).toMatchObject({
      nmID,
      price: `${price}.00`,
      discount: 10,
    });
    const now = (await wb.prices.goods({ filterNmID: nmID })).data.data.listGoods[0];
    expect(now?.sizes[0]?.price).toBe(`${price}.00`);
    expect(now?.discount).toBe(10);
    const quarantine = await wb.prices.quarantine();
    expect(quarantine.data.data?.quarantineGoods).toEqual([]);
  });
});

describe('common: seller, tariffs', () => {
  it('answers ping on every host and the seller info', async () => {
    for (const host of WB_HOSTS) {
      expect((await wb[host].ping()).data.Status).toBe('OK');
    }
    const info = (await wb.common.sellerInfo()).data;
    expect(info).toMatchObject({ sid: env.sid, name: 'ООО Клиент' });
    expect(info.tin).toMatch(/^\d{10}$/);
  });

  it('parses tariffs: comma decimals and space thousands become decimal strings', async () => {
    const commission = (await wb.common.tariffsCommission({ locale: 'ru' })).data.report;
    expect(commission.length).toBeGreaterThan(10);
    expect(typeof commission[0]?.kgvpMarketplace).toBe('number');

    const box = await wb.common.tariffsBox({ date: '2026-10-20' });
    const pallet = await wb.common.tariffsPallet({ date: '2026-10-20' });
    const ret = await wb.common.tariffsReturn({ date: '2026-10-20' });
    expect(box.data.dtNextBox).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    let commas = 0;
    for (const answer of [box, pallet, ret]) {
      const rawRows = (answer.raw as { response: { data: { warehouseList: object[] } } }).response
        .data.warehouseList;
      const rows = answer.data.warehouseList as unknown as Record<string, unknown>[];
      expect(rows.length).toBe(rawRows.length);
      rawRows.forEach((raw, i) => {
        for (const [field, text] of Object.entries(raw)) {
          if (field === 'warehouseName' || field === 'geoName') continue;
          expect(typeof text).toBe('string');
          const t = text as string;
          if (t.includes(',')) commas++;
          const expected = t === '-' || t === '' ? null : t.replace(/\s/g, '').replace(',', '.');
          expect([field, rows[i]![field]]).toEqual([field, expected]);
        }
      });
    }
    expect(commas).toBeGreaterThan(10);
  });

  it('reads acceptance coefficients, and an empty list while WB has them off', async () => {
    const { data } = await wb.common.acceptanceCoefficients({ warehouseIDs: [507] });
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((r) => r.warehouseID))).toEqual(new Set(['507']));
    for (const row of data) {
      expect(row.date).toMatch(ISO_ZONED);
      expect(Number.isFinite(row.coefficient)).toBe(true);
      expect(row.deliveryCoef).toMatch(/^\d+(\.\d+)?$/);
    }
    env.sb.control.setModes({ acceptanceDisabled: true });
    try {
      expect((await wb.common.acceptanceCoefficients()).data).toEqual([]);
    } finally {
      env.sb.control.setModes({ acceptanceDisabled: false });
    }
  });
});

describe('marketplace, supplies, advert', () => {
  it('lists WB offices and the seller warehouses bound to them', async () => {
    const offices = (await wb.marketplace.offices()).data;
    const warehouses = (await wb.marketplace.warehouses()).data;
    expect(offices.length).toBeGreaterThan(5);
    expect(warehouses.length).toBeGreaterThan(0);
    const officeIds = new Set(offices.map((o) => o.id));
    for (const w of warehouses) expect(officeIds.has(w.officeId!)).toBe(true);
    const selected = offices.filter((o) => o.selected).map((o) => o.id);
    expect(new Set(selected)).toEqual(new Set(warehouses.map((w) => w.officeId)));
  });

  it('pages through FBW supplies, their details, goods and boxes', async () => {
    const pages = await collect(iterateSupplies(wb.supplies, { limit: 2 }));
    const supplies = pages.flatMap((p) => p.rows);
    expect(supplies.length).toBeGreaterThan(2);
    expect(supplies).toEqual((await wb.supplies.list()).data);
    const real = supplies.find((s) => s.supplyID != null && s.statusID === 5);
    expect(real).toBeDefined();
    const id = real!.supplyID!;
    const details = (await wb.supplies.details(id)).data;
    expect(details.statusID).toBe(5);
    expect(details.acceptanceCost).toMatch(MONEY);
    const goods = (await collect(iterateSupplyGoods(wb.supplies, id, { limit: 1 }))).flatMap(
      (p) => p.rows,
    );
    expect(goods.length).toBeGreaterThan(0);
    expect(goods.reduce((n, g) => n + (g.quantity ?? 0), 0)).toBe(details.quantity);
    const boxes = (await wb.supplies.packages(id)).data;
    const boxed = boxes.flatMap((b) => b.barcodes).reduce((n, b) => n + (b.quantity ?? 0), 0);
    expect(boxed).toBe(details.quantity);
  });

  it('creates a supply draft, adds goods, lists and deletes it', async () => {
    const card = (await wb.content.cardsList()).data.cards[0]!;
    const sku = card.sizes[0]!.skus[0]!;
    const { draftId } = (await wb.supplies.createDraft()).data;
    const bad = await wb.supplies.addDraftItems(draftId, [{ sku: '0000000000000', quantity: 1 }]);
    expect(bad.data.results.map((r) => r.sku)).toEqual(['0000000000000']);
    const good = await wb.supplies.addDraftItems(draftId, [{ sku, quantity: 3 }]);
    expect(good.data.results).toEqual([]);
    const items = (await wb.supplies.draftItems(draftId)).data;
    expect(items.items.map((i) => [i.sku, i.quantity])).toEqual([[sku, 3]]);
    const drafts = (await wb.supplies.listDrafts({ limit: 10 })).data.drafts;
    expect(drafts.map((d) => d.draftId)).toContain(draftId);
    await wb.supplies.deleteDraft(draftId);
    const after = (await wb.supplies.listDrafts({ limit: 10 })).data.drafts;
    expect(after.map((d) => d.draftId)).not.toContain(draftId);
  });

  it('reads ad spend with sums as decimal strings', async () => {
    const { data, raw } = await wb.advert.spend({ from: '2026-10-12', to: '2026-10-20' });
    expect(data.length).toBeGreaterThan(0);
    (raw as { updSum: number }[]).forEach((r, i) => {
      expect(data[i]?.updSum).toBe(r.updSum.toFixed(2));
    });
    for (const row of data) {
      expect(row.updTime).toMatch(ISO_ZONED);
      expect(row.updNum).toMatch(/^\d+$/);
    }
  });
});
