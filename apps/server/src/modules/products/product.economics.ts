/**
 * What the unit economics calculator starts from (docs/domain.md#unit-economics): per size the
 * price now and the cost in force (shared with the cost tab), the subject's commission, box
 * tariffs, the buyout and acquiring rates and the account's tax.
 */
import { mskDate, toDec } from '@wb/shared';
import { buyoutRate } from '@wb/shared/money/figure-math';
import type { CostAt } from '@wb/shared/product-costs/product-costs.contract';
import type { UnitEconomicsData } from '@wb/shared/products/product.contract';
import type { Db, DbOrTx } from '../../db/client';
import { orderOutcomes } from '../orders/orders.repository';
import { organizationRows } from '../organizations/organizations.repository';
import { findAccount } from '../wb-accounts/wb-accounts.repository';
import { stocksOfProduct } from '../wb-stocks/wb-stocks.repository';
import {
  acquiringOfSales,
  boxTariffsAround,
  commissionOfProduct,
  productCostAt,
  productDimensions,
  sizesWithCostAt,
  type BoxTariffRow,
  type CostAtRow,
} from './product.repository';
import { isoDate, text, volumeLitres } from './product.rows';
import type { ProductRef } from './product.service';

export const BUYOUT_DAYS = 30;

/** `YYYY-MM-DD` + n days. */
const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
export const ACQUIRING_DAYS = 90;

const costAt = (r: CostAtRow): CostAt | null =>
  r.unit_cost === null || r.unit_cost === undefined
    ? null
    : {
        unitCost: String(r.unit_cost),
        currency: String(r.currency).trim(),
        validFrom: isoDate(r.valid_from),
        unitCostRub: text(r.unit_cost_rub),
      };

/** Per size: the price now and the cost in force on `day`; and the product-wide cost. */
export async function sizesWithCost(db: DbOrTx, ref: ProductRef, day: string) {
  const rows = await sizesWithCostAt(db, ref, day);
  const product = await productCostAt(db, ref, day);
  return {
    sizes: rows.map((r) => ({
      chrtId: String(r.chrt_id),
      techSize: text(r.tech_size),
      price: text(r.price),
      discount: text(r.discount),
      discountedPrice: text(r.discounted_price),
      cost: costAt(r),
    })),
    productCost: product ? costAt(product) : null,
  };
}

/** The first box tariff version WB announced after today (`next_*` columns), or null. */
const nextTariff = (validFrom: string | null, r: BoxTariffRow) =>
  validFrom === null
    ? null
    : {
        validFrom,
        deliveryBase: text(r.next_delivery_base),
        deliveryLiter: text(r.next_delivery_liter),
        mpDeliveryBase: text(r.next_mp_delivery_base),
        mpDeliveryLiter: text(r.next_mp_delivery_liter),
        storageBase: text(r.next_storage_base),
        storageLiter: text(r.next_storage_liter),
      };

/** WB's stock of the card per named warehouse (sizes summed), the largest first, then by name. */
function wbStockByWarehouse(rows: Awaited<ReturnType<typeof stocksOfProduct>>) {
  const byName = new Map<string, number>();
  for (const r of rows) {
    const name = text(r.warehouse_name);
    if (r.source !== 'wb' || name === null) continue;
    byName.set(name, (byName.get(name) ?? 0) + Number(r.quantity ?? 0));
  }
  return [...byName]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The organization (with its tax) of the company's account, or null. */
async function taxOfAccount(db: DbOrTx, ref: ProductRef) {
  const account = await findAccount(db, ref.companyId, ref.accountId);
  if (!account?.organizationId) return null;
  const [organization] = await organizationRows(db, ref.companyId, account.organizationId);
  return organization ?? null;
}

export async function getUnitEconomicsData(db: Db, ref: ProductRef): Promise<UnitEconomicsData> {
  const today = mskDate();
  const [costs, product, c, tariffs, stock, buyout, acquiring, t] = await Promise.all([
    sizesWithCost(db, ref, today),
    productDimensions(db, ref),
    commissionOfProduct(db, ref, today),
    boxTariffsAround(db, today),
    stocksOfProduct(db, ref),
    orderOutcomes(db, { ...ref, from: addDays(today, 1 - BUYOUT_DAYS), to: today }),
    acquiringOfSales(db, ref, today, ACQUIRING_DAYS),
    taxOfAccount(db, ref),
  ]);
  const boxTariffs = tariffs.map((r) => ({
    warehouseName: String(r.warehouse_name),
    geoName: text(r.geo_name),
    validFrom: String(r.valid_from),
    deliveryBase: text(r.delivery_base),
    deliveryLiter: text(r.delivery_liter),
    mpDeliveryBase: text(r.mp_delivery_base),
    mpDeliveryLiter: text(r.mp_delivery_liter),
    storageBase: text(r.storage_base),
    storageLiter: text(r.storage_liter),
    next: nextTariff(text(r.next_from), r),
  }));
  const tariffNames = new Set(boxTariffs.map((t) => t.warehouseName));
  const suggested = wbStockByWarehouse(stock)
    .filter((w) => w.quantity > 0)
    .map((w) => w.name)
    .find((name) => tariffNames.has(name));
  const rate = buyoutRate(buyout);
  const fee = text(acquiring?.fee);
  const base = text(acquiring?.base);
  return {
    ...costs,
    volumeLitres: volumeLitres(product?.length, product?.width, product?.height),
    commission: c
      ? {
          subjectId: Number(c.subject_id),
          subjectName: text(c.subject_name),
          validFrom: String(c.valid_from),
          fbw: text(c.fbw),
          fbs: text(c.fbs),
          dbs: text(c.dbs),
          edbs: text(c.edbs),
          pickup: text(c.pickup),
          booking: text(c.booking),
        }
      : null,
    boxTariffs,
    suggestedWarehouse: suggested ?? null,
    buyout: {
      days: BUYOUT_DAYS,
      orders: buyout.orders,
      buyouts: buyout.boughtOut,
      returned: buyout.returned,
      cancelled: buyout.cancelled,
      percent: rate.value,
    },
    acquiring: {
      days: ACQUIRING_DAYS,
      percent:
        fee !== null && base !== null && toDec(base).gt(0) && toDec(fee).gt(0)
          ? toDec(fee).div(base).times(100).toDecimalPlaces(2).toFixed(2)
          : null,
    },
    tax: t
      ? {
          organization: t.name,
          taxSystem: t.taxSystem,
          taxRate: t.taxRate,
        }
      : null,
  };
}
