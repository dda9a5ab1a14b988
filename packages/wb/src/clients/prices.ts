import * as z from 'zod/mini';
import type { WbResponse } from '../http/transport';
import { envelope, int64Id, list, opt, wbDateTime } from '../schema/fields';
import { numberMoneyOrNull } from '../schema/money-fields';
import { WbHostClient, type CallOptions } from './base';

// Prices are JSON numbers (price: whole roubles; discounted prices may have kopecks,
// docs/wb-notes.md#prices).
const sizePrice = z.looseObject({
  sizeID: int64Id,
  price: numberMoneyOrNull,
  discountedPrice: numberMoneyOrNull,
  clubDiscountedPrice: numberMoneyOrNull,
  techSizeName: opt(z.string()),
});
const good = z.looseObject({
  nmID: z.int(),
  vendorCode: opt(z.string()),
  sizes: list(sizePrice),
  currencyIsoCode4217: opt(z.string()),
  discount: opt(z.number()),
  clubDiscount: opt(z.number()),
  editableSizePrice: opt(z.boolean()),
  wholesaleDiscountThreshold: list(z.looseObject({})),
  isBadTurnover: opt(z.boolean()),
});
export type WbPriceGood = z.output<typeof good>;

const goodsAnswer = envelope(
  z.pipe(
    z.optional(z.nullable(z.looseObject({ listGoods: list(good) }))),
    z.transform((d) => d ?? { listGoods: [] }),
  ),
);

/** An upload task's state: 1 processing (buffer); 3 done, 4 cancelled, 5 partly and 6 all failed. */
const task = z.looseObject({
  uploadID: opt(z.int()),
  status: opt(z.int()),
  uploadDate: wbDateTime,
  activationDate: wbDateTime,
  overAllGoodsNumber: opt(z.int()),
  successGoodsNumber: opt(z.int()),
});
export type WbPriceTask = z.output<typeof task>;
const taskAnswer = envelope(opt(task));

const taskGood = z.looseObject({
  nmID: z.int(),
  vendorCode: opt(z.string()),
  sizeID: opt(int64Id),
  techSizeName: opt(z.string()),
  price: numberMoneyOrNull,
  currencyIsoCode4217: opt(z.string()),
  discount: opt(z.number()),
  clubDiscount: opt(z.number()),
  status: opt(z.int()),
  errorText: opt(z.string()),
});
export type WbPriceTaskGood = z.output<typeof taskGood>;

const quarantineGood = z.looseObject({
  nmID: z.int(),
  sizeID: opt(int64Id),
  techSizeName: opt(z.string()),
  currencyIsoCode4217: opt(z.string()),
  newPrice: numberMoneyOrNull,
  oldPrice: numberMoneyOrNull,
  newDiscount: opt(z.number()),
  oldDiscount: opt(z.number()),
  priceDiff: numberMoneyOrNull,
});
export type WbQuarantineGood = z.output<typeof quarantineGood>;

const uploadAnswer = envelope(
  opt(z.looseObject({ id: opt(z.int()), alreadyExists: opt(z.boolean()) })),
);

export interface PriceUploadItem {
  nmID: number;
  /** Whole roubles (WB takes integers here). */
  price?: number;
  /** Percent. */
  discount?: number;
}

interface Page {
  limit?: number;
  offset?: number;
}

/**
 * Prices and discounts (discounts-prices-api, docs/wb-notes.md#prices): 10 requests / 6 s in all.
 */
export class WbPricesClient extends WbHostClient {
  /** Goods with prices, offset-paginated: next offset = offset + limit until an empty list. */
  goods(params: Page & { filterNmID?: number } = {}, options?: CallOptions) {
    const query = { limit: 1000, offset: 0, ...params };
    return this.call(
      {
        group: 'prices',
        method: 'GET',
        path: '/api/v2/list/goods/filter',
        query,
        schema: goodsAnswer,
      },
      options,
    );
  }

  /** Sets prices/discounts (≤ 1000 items). 208 means this very upload already exists. */
  uploadTask(data: PriceUploadItem[], options?: CallOptions) {
    return this.call(
      {
        group: 'prices',
        method: 'POST',
        path: '/api/v2/upload/task',
        body: { data },
        schema: uploadAnswer,
      },
      options,
    );
  }

  /** A task still being processed. */
  bufferTask(
    uploadID: number,
    options?: CallOptions,
  ): Promise<WbResponse<z.output<typeof taskAnswer>>> {
    return this.call(
      {
        group: 'prices',
        method: 'GET',
        path: '/api/v2/buffer/tasks',
        query: { uploadID },
        schema: taskAnswer,
      },
      options,
    );
  }

  bufferGoods(params: Page & { uploadID: number }, options?: CallOptions) {
    return this.call(
      {
        group: 'prices',
        method: 'GET',
        path: '/api/v2/buffer/goods/task',
        query: { limit: 1000, offset: 0, ...params },
        schema: envelope(
          opt(z.looseObject({ uploadID: opt(z.int()), bufferGoods: list(taskGood) })),
        ),
      },
      options,
    );
  }

  /** A processed task. */
  historyTask(
    uploadID: number,
    options?: CallOptions,
  ): Promise<WbResponse<z.output<typeof taskAnswer>>> {
    return this.call(
      {
        group: 'prices',
        method: 'GET',
        path: '/api/v2/history/tasks',
        query: { uploadID },
        schema: taskAnswer,
      },
      options,
    );
  }

  historyGoods(params: Page & { uploadID: number }, options?: CallOptions) {
    return this.call(
      {
        group: 'prices',
        method: 'GET',
        path: '/api/v2/history/goods/task',
        query: { limit: 1000, offset: 0, ...params },
        schema: envelope(
          opt(z.looseObject({ uploadID: opt(z.int()), historyGoods: list(taskGood) })),
        ),
      },
      options,
    );
  }

  /** Goods whose new price WB put in quarantine (docs/wb-notes.md#prices). */
  quarantine(params: Page = {}, options?: CallOptions) {
    return this.call(
      {
        group: 'prices',
        method: 'GET',
        path: '/api/v2/quarantine/goods',
        query: { limit: 1000, offset: 0, ...params },
        schema: envelope(opt(z.looseObject({ quarantineGoods: list(quarantineGood) }))),
      },
      options,
    );
  }
}
