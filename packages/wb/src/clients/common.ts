import * as z from 'zod/mini';
import type { WbResponse } from '../http/transport';
import { int64Id, list, opt, tariffDecimal, wbDate, wbDateTime } from '../schema/fields';
import { WbHostClient, type CallOptions } from './base';

const sellerInfo = z.looseObject({
  sid: z.string(),
  name: opt(z.string()),
  tin: opt(z.string()),
  tradeMark: opt(z.string()),
});
export type WbSellerInfo = z.output<typeof sellerInfo>;

/**
 * Commission by subject, % (docs/wb-notes.md#commission); country variants bring other `kgvp*`
 * fields (kept).
 */
const commissionRow = z.looseObject({
  subjectID: z.int(),
  subjectName: opt(z.string()),
  parentID: opt(z.int()),
  parentName: opt(z.string()),
  paidStorageKgvp: opt(z.number()),
  kgvpMarketplace: opt(z.number()),
  kgvpSupplier: opt(z.number()),
  kgvpSupplierExpress: opt(z.number()),
  kgvpPickup: opt(z.number()),
  kgvpBooking: opt(z.number()),
});
export type WbCommission = z.output<typeof commissionRow>;

// Tariff values are strings with comma decimals (docs/wb-notes.md#tariffs): all parsed to decimal
// strings or null.
const boxRow = z.looseObject({
  warehouseName: z.string(),
  geoName: opt(z.string()),
  boxDeliveryBase: tariffDecimal,
  boxDeliveryLiter: tariffDecimal,
  boxDeliveryCoefExpr: tariffDecimal,
  boxDeliveryMarketplaceBase: tariffDecimal,
  boxDeliveryMarketplaceLiter: tariffDecimal,
  boxDeliveryMarketplaceCoefExpr: tariffDecimal,
  boxStorageBase: tariffDecimal,
  boxStorageLiter: tariffDecimal,
  boxStorageCoefExpr: tariffDecimal,
});
const palletRow = z.looseObject({
  warehouseName: z.string(),
  palletDeliveryValueBase: tariffDecimal,
  palletDeliveryValueLiter: tariffDecimal,
  palletDeliveryExpr: tariffDecimal,
  palletStorageValueExpr: tariffDecimal,
  palletStorageExpr: tariffDecimal,
});
const returnRow = z.looseObject({
  warehouseName: z.string(),
  deliveryDumpKgtOfficeBase: tariffDecimal,
  deliveryDumpKgtOfficeLiter: tariffDecimal,
  deliveryDumpKgtReturnExpr: tariffDecimal,
  deliveryDumpSrgOfficeExpr: tariffDecimal,
  deliveryDumpSrgReturnExpr: tariffDecimal,
  deliveryDumpSupCourierBase: tariffDecimal,
  deliveryDumpSupCourierLiter: tariffDecimal,
  deliveryDumpSupOfficeBase: tariffDecimal,
  deliveryDumpSupOfficeLiter: tariffDecimal,
  deliveryDumpSupReturnExpr: tariffDecimal,
});
export type WbBoxTariff = z.output<typeof boxRow>;
export type WbPalletTariff = z.output<typeof palletRow>;
export type WbReturnTariff = z.output<typeof returnRow>;

/** `{response: {data: …}}` of the box/pallet/return tariffs. */
const tariffAnswer = <S extends z.ZodMiniType>(data: S) =>
  z.looseObject({ response: z.looseObject({ data }) });
const boxAnswer = tariffAnswer(
  z.looseObject({
    currency: opt(z.string()),
    dtNextBox: wbDate,
    dtTillMax: wbDate,
    warehouseList: list(boxRow),
  }),
);
const palletAnswer = tariffAnswer(
  z.looseObject({
    currency: opt(z.string()),
    dtNextPallet: wbDate,
    dtTillMax: wbDate,
    warehouseList: list(palletRow),
  }),
);
const returnAnswer = tariffAnswer(
  z.looseObject({
    currency: opt(z.string()),
    dtNextDeliveryDumpKgt: wbDate,
    dtNextDeliveryDumpSrg: wbDate,
    dtNextDeliveryDumpSup: wbDate,
    warehouseList: list(returnRow),
  }),
);
export type WbBoxTariffs = z.output<typeof boxAnswer>['response']['data'];
export type WbPalletTariffs = z.output<typeof palletAnswer>['response']['data'];
export type WbReturnTariffs = z.output<typeof returnAnswer>['response']['data'];

/**
 * Acceptance coefficients (docs/wb-notes.md#acceptance-coefficients): −1 closed, 0 free, ≥ 1
 * multiplier.
 */
const acceptanceRow = z.looseObject({
  date: wbDateTime,
  coefficient: z.number(),
  warehouseID: int64Id,
  warehouseName: opt(z.string()),
  allowUnload: opt(z.boolean()),
  boxTypeID: opt(z.int()),
  storageCoef: tariffDecimal,
  deliveryCoef: tariffDecimal,
  deliveryBaseLiter: tariffDecimal,
  deliveryAdditionalLiter: tariffDecimal,
  storageBaseLiter: tariffDecimal,
  storageAdditionalLiter: tariffDecimal,
  isSortingCenter: opt(z.boolean()),
});
export type WbAcceptanceCoefficient = z.output<typeof acceptanceRow>;

/** common-api: seller info and tariffs (docs/wb-notes.md#hosts, docs/wb-notes.md#tariffs). */
export class WbCommonClient extends WbHostClient {
  sellerInfo(options?: CallOptions): Promise<WbResponse<WbSellerInfo>> {
    return this.call(
      { group: 'seller-info', method: 'GET', path: '/api/v1/seller-info', schema: sellerInfo },
      options,
    );
  }

  tariffsCommission(params: { locale?: 'ru' | 'en' | 'zh' } = {}, options?: CallOptions) {
    return this.call(
      {
        group: 'tariffs-commission',
        method: 'GET',
        path: '/api/v1/tariffs/commission',
        query: params,
        schema: z.looseObject({ report: list(commissionRow) }),
      },
      options,
    );
  }

  /** Box tariffs on `date` (`YYYY-MM-DD`). */
  tariffsBox(params: { date: string }, options?: CallOptions) {
    return this.call(
      {
        group: 'tariffs-box',
        method: 'GET',
        path: '/api/v1/tariffs/box',
        query: params,
        schema: boxAnswer,
      },
      options,
    ).then(unwrap);
  }

  tariffsPallet(params: { date: string }, options?: CallOptions) {
    return this.call(
      {
        group: 'tariffs-pallet',
        method: 'GET',
        path: '/api/v1/tariffs/pallet',
        query: params,
        schema: palletAnswer,
      },
      options,
    ).then(unwrap);
  }

  tariffsReturn(params: { date: string }, options?: CallOptions) {
    return this.call(
      {
        group: 'tariffs-return',
        method: 'GET',
        path: '/api/v1/tariffs/return',
        query: params,
        schema: returnAnswer,
      },
      options,
    ).then(unwrap);
  }

  /**
   * Temporarily disabled by WB since 15.08.2026 (docs/wb-notes.md#hidden-warehouses): expect an
   * error or an empty list.
   */
  acceptanceCoefficients(params: { warehouseIDs?: number[] } = {}, options?: CallOptions) {
    return this.call(
      {
        group: 'tariffs-acceptance',
        method: 'GET',
        path: '/api/tariffs/v1/acceptance/coefficients',
        query: { warehouseIDs: params.warehouseIDs?.join(',') },
        schema: list(acceptanceRow),
      },
      options,
    );
  }
}

/** Unwraps `response.data` of a tariff answer (raw stays the whole body). */
function unwrap<T>(r: WbResponse<{ response: { data: T } }>): WbResponse<T> {
  return { ...r, data: r.data.response.data };
}
