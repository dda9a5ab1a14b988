import * as z from 'zod/mini';
import { int64Id, list, opt, tariffDecimal, wbDateTime } from '../schema/fields';
import { numberMoneyOrNull } from '../schema/money-fields';
import { WbHostClient, type CallOptions } from './base';

/**
 * A FBW supply in the list (docs/wb-notes.md#fbw-supplies); `supplyID` is null until the preorder
 * becomes a supply.
 */
const supply = z.looseObject({
  supplyID: opt(int64Id),
  preorderID: int64Id,
  phone: opt(z.string()),
  createDate: wbDateTime,
  supplyDate: wbDateTime,
  factDate: wbDateTime,
  updatedDate: wbDateTime,
  statusID: opt(z.int()),
  boxTypeID: opt(z.int()),
  isBoxOnPallet: opt(z.boolean()),
});
export type WbSupply = z.output<typeof supply>;

const supplyDetails = z.looseObject({
  phone: opt(z.string()),
  statusID: opt(z.int()),
  virtualTypeID: opt(z.int()),
  boxTypeID: opt(z.int()),
  createDate: wbDateTime,
  supplyDate: wbDateTime,
  factDate: wbDateTime,
  updatedDate: wbDateTime,
  warehouseID: opt(int64Id),
  warehouseName: opt(z.string()),
  actualWarehouseID: opt(int64Id),
  actualWarehouseName: opt(z.string()),
  transitWarehouseID: opt(int64Id),
  transitWarehouseName: opt(z.string()),
  acceptanceCost: numberMoneyOrNull,
  paidAcceptanceCoefficient: opt(z.number()),
  rejectReason: opt(z.string()),
  supplierAssignName: opt(z.string()),
  storageCoef: tariffDecimal,
  deliveryCoef: tariffDecimal,
  quantity: opt(z.number()),
  readyForSaleQuantity: opt(z.number()),
  acceptedQuantity: opt(z.number()),
  unloadingQuantity: opt(z.number()),
  depersonalizedQuantity: opt(z.number()),
  isBoxOnPallet: opt(z.boolean()),
  discrepancies: opt(z.unknown()),
});
export type WbSupplyDetails = z.output<typeof supplyDetails>;

const supplyGood = z.looseObject({
  barcode: z.string(),
  vendorCode: opt(z.string()),
  nmID: opt(z.int()),
  needKiz: opt(z.boolean()),
  tnved: opt(z.string()),
  techSize: opt(z.string()),
  color: opt(z.string()),
  supplierBoxAmount: opt(z.number()),
  quantity: opt(z.number()),
  readyForSaleQuantity: opt(z.number()),
  acceptedQuantity: opt(z.number()),
  unloadingQuantity: opt(z.number()),
});
export type WbSupplyGood = z.output<typeof supplyGood>;

const supplyPackage = z.looseObject({
  packageCode: z.string(),
  quantity: opt(z.number()),
  barcodes: list(z.looseObject({ barcode: z.string(), quantity: opt(z.number()) })),
});
export type WbSupplyPackage = z.output<typeof supplyPackage>;

const draft = z.looseObject({
  draftId: z.string(),
  phone: opt(z.string()),
  createdAt: wbDateTime,
  updatedAt: wbDateTime,
  skuQuantity: opt(z.number()),
  itemQuantity: opt(z.number()),
});
export type WbSupplyDraft = z.output<typeof draft>;

const draftItem = z.looseObject({
  sku: z.string(),
  quantity: opt(z.number()),
  nmId: opt(z.int()),
  color: opt(z.string()),
  brandName: opt(z.string()),
  imgSrc: opt(z.string()),
  subjectName: opt(z.string()),
  techSize: opt(z.string()),
  title: opt(z.string()),
  vendorCode: opt(z.string()),
});
const itemResult = z.looseObject({
  sku: z.string(),
  error: opt(z.looseObject({ title: opt(z.string()), detail: opt(z.string()) })),
});
export type WbDraftItemResult = z.output<typeof itemResult>;

export interface SuppliesListParams {
  limit?: number;
  offset?: number;
  dates?: {
    from: string;
    till: string;
    type: 'factDate' | 'createDate' | 'supplyDate' | 'updatedDate';
  }[];
  statusIDs?: number[];
}

/** supplies-api: FBW supplies and supply drafts (docs/wb-notes.md#fbw-supplies). */
export class WbSuppliesClient extends WbHostClient {
  list(params: SuppliesListParams = {}, options?: CallOptions) {
    const { limit = 1000, offset = 0, ...body } = params;
    return this.call(
      {
        group: 'supplies-list',
        method: 'POST',
        path: '/api/v1/supplies',
        query: { limit, offset },
        body,
        schema: list(supply),
      },
      options,
    );
  }

  details(id: number | string, params: { isPreorderID?: boolean } = {}, options?: CallOptions) {
    return this.call(
      {
        group: 'supplies-details',
        method: 'GET',
        path: '/api/v1/supplies/{ID}',
        params: { ID: String(id) },
        query: params,
        schema: supplyDetails,
      },
      options,
    );
  }

  goods(
    id: number | string,
    params: { limit?: number; offset?: number; isPreorderID?: boolean } = {},
    options?: CallOptions,
  ) {
    return this.call(
      {
        group: 'supplies-goods',
        method: 'GET',
        path: '/api/v1/supplies/{ID}/goods',
        params: { ID: String(id) },
        query: { limit: 1000, offset: 0, ...params },
        schema: list(supplyGood),
      },
      options,
    );
  }

  packages(id: number | string, options?: CallOptions) {
    return this.call(
      {
        group: 'supplies-package',
        method: 'GET',
        path: '/api/v1/supplies/{ID}/package',
        params: { ID: String(id) },
        schema: list(supplyPackage),
      },
      options,
    );
  }

  /** Creates an empty supply draft (Personal/Service tokens, since 10.09.2026). */
  createDraft(options?: CallOptions) {
    return this.call(
      {
        group: 'supplies-drafts',
        method: 'POST',
        path: '/api/supplies/v1/drafts',
        schema: z.looseObject({ draftId: z.string() }),
      },
      options,
    );
  }

  /** Atomic: if any barcode is invalid nothing is added and `results` lists the invalid ones. */
  addDraftItems(
    draftId: string,
    items: { sku: string; quantity: number }[],
    options?: CallOptions,
  ) {
    return this.call(
      {
        group: 'supplies-drafts',
        method: 'POST',
        path: '/api/supplies/v1/drafts/{draftId}/items',
        params: { draftId },
        body: { items },
        schema: z.looseObject({ results: list(itemResult) }),
      },
      options,
    );
  }

  listDrafts(
    params: {
      limit?: number;
      offset?: number;
      sort?: 'createDt' | 'updateDt';
      order?: 'asc' | 'desc';
    } = {},
    options?: CallOptions,
  ) {
    return this.call(
      {
        group: 'supplies-drafts',
        method: 'GET',
        path: '/api/supplies/v1/drafts',
        query: params,
        schema: z.looseObject({ total: opt(z.int()), drafts: list(draft) }),
      },
      options,
    );
  }

  draftItems(draftId: string, options?: CallOptions) {
    return this.call(
      {
        group: 'supplies-drafts',
        method: 'GET',
        path: '/api/supplies/v1/drafts/{draftId}/items',
        params: { draftId },
        schema: z.looseObject({
          skuQuantity: opt(z.number()),
          itemQuantity: opt(z.number()),
          items: list(draftItem),
        }),
      },
      options,
    );
  }

  deleteDraft(draftId: string, options?: CallOptions) {
    return this.call(
      {
        group: 'supplies-drafts',
        method: 'DELETE',
        path: '/api/supplies/v1/drafts/{draftId}',
        params: { draftId },
        schema: opt(z.unknown()),
      },
      options,
    );
  }
}
