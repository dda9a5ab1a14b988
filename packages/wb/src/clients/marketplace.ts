import * as z from 'zod/mini';
import { int64Id, list, opt } from '../schema/fields';
import { WbHostClient, type CallOptions } from './base';

/**
 * A WB office a seller warehouse can be bound to (`GET /api/v3/offices`,
 * docs/wb-notes.md#offices-and-seller-warehouses).
 */
const office = z.looseObject({
  id: int64Id,
  name: opt(z.string()),
  address: opt(z.string()),
  city: opt(z.string()),
  // The spec's example swaps longitude and latitude
  // (docs/wb-notes.md#offices-and-seller-warehouses): take them as sent.
  longitude: opt(z.number()),
  latitude: opt(z.number()),
  cargoType: opt(z.int()),
  deliveryType: opt(z.int()),
  federalDistrict: opt(z.string()),
  selected: opt(z.boolean()),
});
export type WbOffice = z.output<typeof office>;

/** A seller warehouse (`GET /api/v3/warehouses`). */
const sellerWarehouse = z.looseObject({
  id: int64Id,
  name: opt(z.string()),
  officeId: opt(int64Id),
  cargoType: opt(z.int()),
  deliveryType: opt(z.int()),
  isDeleting: opt(z.boolean()),
  isProcessing: opt(z.boolean()),
});
export type WbSellerWarehouse = z.output<typeof sellerWarehouse>;

/**
 * marketplace-api: offices and seller warehouses (300/min; a 4xx costs 10,
 * docs/wb-notes.md#rate-limits).
 */
export class WbMarketplaceClient extends WbHostClient {
  offices(options?: CallOptions) {
    return this.call(
      { group: 'marketplace', method: 'GET', path: '/api/v3/offices', schema: list(office) },
      options,
    );
  }

  warehouses(options?: CallOptions) {
    return this.call(
      {
        group: 'marketplace',
        method: 'GET',
        path: '/api/v3/warehouses',
        schema: list(sellerWarehouse),
      },
      options,
    );
  }
}
