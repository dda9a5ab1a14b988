import type { UnitEconomicsData, UnitEconomicsInput } from '@wb/shared/products/product.contract';
import {
  TAX_ON_REVENUE,
  UNIT_ECONOMICS_DEFAULTS,
} from '@wb/shared/products/unit-economics-defaults';

export type Field = keyof UnitEconomicsInput;

/** The warehouse choice "type the tariff in yourself". */
export const MANUAL = '';

/** What the calculator is for: a size (its price and cost), a sales model, a warehouse's tariff. */
export interface Choice {
  chrtId: string;
  model: 'fbw' | 'fbs';
  warehouse: string;
}

const {
  ktr: KTR_DEFAULT,
  krpPercent: KRP_DEFAULT,
  storageDays: STORAGE_DAYS_DEFAULT,
} = UNIT_ECONOMICS_DEFAULTS;

export function initialChoice(data: UnitEconomicsData): Choice {
  return {
    chrtId: data.sizes[0]?.chrtId ?? '',
    model: 'fbw',
    warehouse: data.suggestedWarehouse ?? data.boxTariffs[0]?.warehouseName ?? MANUAL,
  };
}

/**
 * The calculator's inputs for a choice, from what the server knows; '' where nothing is known
 * (the user types it). Decimal strings as the server sent them.
 */
export function inputsFor(data: UnitEconomicsData, choice: Choice): UnitEconomicsInput {
  const size = data.sizes.find((s) => s.chrtId === choice.chrtId);
  const cost = size?.cost ?? data.productCost;
  const tariff = data.boxTariffs.find((w) => w.warehouseName === choice.warehouse);
  const fbs = choice.model === 'fbs';
  return {
    price: size?.discountedPrice ?? '',
    commissionPercent: data.commission?.[choice.model] ?? '',
    acquiringPercent: data.acquiring.percent ?? '0',
    deliveryBase: (fbs ? tariff?.mpDeliveryBase : tariff?.deliveryBase) ?? '',
    deliveryLiter: (fbs ? tariff?.mpDeliveryLiter : tariff?.deliveryLiter) ?? '',
    // FBS goods lie on the seller's own warehouse: WB charges no storage.
    storageBase: fbs ? '0' : (tariff?.storageBase ?? ''),
    storageLiter: fbs ? '0' : (tariff?.storageLiter ?? ''),
    volumeLitres: data.volumeLitres ?? '',
    ktr: KTR_DEFAULT,
    krpPercent: KRP_DEFAULT,
    buyoutPercent: data.buyout.percent ?? '',
    storageDays: STORAGE_DAYS_DEFAULT,
    unitCost: cost?.unitCostRub ?? '',
    taxPercent: data.tax && TAX_ON_REVENUE.has(data.tax.taxSystem) ? data.tax.taxRate : '0',
    adPerUnit: UNIT_ECONOMICS_DEFAULTS.adPerUnit,
  };
}
