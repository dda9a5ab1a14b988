import type { CallOptions } from '../clients/base';
import type { WbPriceGood, WbPricesClient, WbQuarantineGood } from '../clients/prices';
import type {
  SuppliesListParams,
  WbSuppliesClient,
  WbSupply,
  WbSupplyGood,
} from '../clients/supplies';
import { nextOffset, rawRows, type WbPage } from './raw';

/** Prices of all goods: offset + limit until a short page (docs/wb-notes.md#prices). */
export async function* iteratePrices(
  prices: WbPricesClient,
  params: { limit?: number; offset?: number } = {},
  options?: CallOptions,
): AsyncGenerator<WbPage<WbPriceGood, { offset: number }>> {
  const limit = params.limit ?? 1000;
  let offset = params.offset ?? 0;
  for (;;) {
    const { data, raw } = await prices.goods({ limit, offset }, options);
    const rows = data.data.listGoods;
    offset = nextOffset(offset, rows.length, limit);
    const done = rows.length < limit;
    yield { rows, raw: rawRows(raw, ['data', 'listGoods']), cursor: { offset }, done };
    if (done) return;
  }
}

/** Goods in price quarantine. */
export async function* iterateQuarantine(
  prices: WbPricesClient,
  params: { limit?: number; offset?: number } = {},
  options?: CallOptions,
): AsyncGenerator<WbPage<WbQuarantineGood, { offset: number }>> {
  const limit = params.limit ?? 1000;
  let offset = params.offset ?? 0;
  for (;;) {
    const { data, raw } = await prices.quarantine({ limit, offset }, options);
    const rows = data.data?.quarantineGoods ?? [];
    offset = nextOffset(offset, rows.length, limit);
    const done = rows.length < limit;
    yield { rows, raw: rawRows(raw, ['data', 'quarantineGoods']), cursor: { offset }, done };
    if (done) return;
  }
}

/** FBW supplies (filter by `updatedDate` for incremental sync, docs/wb-notes.md#fbw-supplies). */
export async function* iterateSupplies(
  supplies: WbSuppliesClient,
  params: SuppliesListParams = {},
  options?: CallOptions,
): AsyncGenerator<WbPage<WbSupply, { offset: number }>> {
  const limit = params.limit ?? 1000;
  let offset = params.offset ?? 0;
  for (;;) {
    const { data, raw } = await supplies.list({ ...params, limit, offset }, options);
    offset = nextOffset(offset, data.length, limit);
    const done = data.length < limit;
    yield { rows: data, raw: rawRows(raw), cursor: { offset }, done };
    if (done) return;
  }
}

/** Goods of one supply. */
export async function* iterateSupplyGoods(
  supplies: WbSuppliesClient,
  id: number | string,
  params: { limit?: number; offset?: number; isPreorderID?: boolean } = {},
  options?: CallOptions,
): AsyncGenerator<WbPage<WbSupplyGood, { offset: number }>> {
  const limit = params.limit ?? 1000;
  let offset = params.offset ?? 0;
  for (;;) {
    const { data, raw } = await supplies.goods(id, { ...params, limit, offset }, options);
    offset = nextOffset(offset, data.length, limit);
    const done = data.length < limit;
    yield { rows: data, raw: rawRows(raw), cursor: { offset }, done };
    if (done) return;
  }
}
