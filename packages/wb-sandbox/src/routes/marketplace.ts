/** marketplace-api: WB offices a seller warehouse can be bound to, and the seller's warehouses. */
import { WAREHOUSES } from '../data/warehouses.ts';
import type { RouteDef } from '../http/route.ts';

/** SGT warehouses are no longer listed since 05.08.2026; sorting centres are not offices. */
const OFFICES = WAREHOUSES.filter((w) => !w.sc && w.cargoType !== 2);

export const MARKETPLACE_ROUTES: RouteDef[] = [
  {
    method: 'GET',
    host: 'marketplace',
    path: '/api/v3/offices',
    group: 'marketplace-warehouses',
    category: 'marketplace',
    style: 'marketplace',
    handler: (ctx) => {
      const bound = new Set(ctx.seller.data.catalog.own.map((w) => w.officeId));
      ctx.reply.json(
        200,
        OFFICES.map((w) => ({
          address: w.address,
          name: w.name,
          city: w.city,
          id: w.id,
          longitude: w.longitude,
          latitude: w.latitude,
          cargoType: w.cargoType,
          deliveryType: 1,
          federalDistrict: w.district || null,
          selected: bound.has(w.id),
        })),
      );
    },
  },
  {
    method: 'GET',
    host: 'marketplace',
    path: '/api/v3/warehouses',
    group: 'marketplace-warehouses',
    category: 'marketplace',
    style: 'marketplace',
    handler: (ctx) =>
      ctx.reply.json(
        200,
        ctx.seller.data.catalog.own.map((w) => ({
          name: w.name,
          officeId: w.officeId,
          id: w.id,
          cargoType: 1,
          deliveryType: 1,
          isDeleting: false,
          isProcessing: false,
        })),
      ),
  },
];
