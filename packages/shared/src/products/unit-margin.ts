import { known, missing, type Figure, type MissingReason } from '../money/figures';
import { UNIT_ECONOMICS_DEFAULTS } from './unit-economics-defaults';
import { calculateUnitEconomics } from './unit-economics';

/** What the unit margin needs, as decimal strings; null where unknown. */
export interface UnitMarginInputs {
  /** The price after the seller's discount. */
  price: string | null;
  commissionPercent: string | null;
  acquiringPercent: string;
  deliveryBase: string | null;
  deliveryLiter: string | null;
  storageBase: string | null;
  storageLiter: string | null;
  volumeLitres: string | null;
  buyoutPercent: string | null;
  /** Unit cost in RUB. */
  unitCost: string | null;
  taxPercent: string;
}

/**
 * The unit margin of docs/domain.md#money-figures: the product page's calculator
 * (calculateUnitEconomics) with its defaults, or missing with the inputs it lacks.
 */
export function unitMargin(i: UnitMarginInputs): { margin: Figure; marginPercent: Figure } {
  const reasons: MissingReason[] = [];
  const need = (
    value: string | null,
    input: Extract<MissingReason, { kind: 'inputMissing' }>['input'],
  ) => {
    if (value === null) reasons.push({ kind: 'inputMissing', input });
  };
  need(i.price, 'price');
  need(i.commissionPercent, 'commission');
  need(i.deliveryBase ?? i.deliveryLiter ?? i.storageBase ?? i.storageLiter, 'tariff');
  need(i.volumeLitres, 'dimensions');
  need(i.buyoutPercent, 'buyoutRate');
  if (i.unitCost === null) reasons.push({ kind: 'costsMissing', products: 1 });
  if (i.price !== null && Number(i.price) <= 0)
    reasons.push({ kind: 'inputMissing', input: 'price' });
  if (i.buyoutPercent !== null && Number(i.buyoutPercent) <= 0) {
    reasons.push({ kind: 'inputMissing', input: 'buyoutRate' });
  }
  if (reasons.length > 0) {
    const none = missing(...reasons);
    return { margin: none, marginPercent: none };
  }
  const r = calculateUnitEconomics({
    price: i.price!,
    commissionPercent: i.commissionPercent!,
    acquiringPercent: i.acquiringPercent,
    deliveryBase: i.deliveryBase ?? '0',
    deliveryLiter: i.deliveryLiter ?? '0',
    storageBase: i.storageBase ?? '0',
    storageLiter: i.storageLiter ?? '0',
    volumeLitres: i.volumeLitres!,
    buyoutPercent: i.buyoutPercent!,
    unitCost: i.unitCost!,
    taxPercent: i.taxPercent,
    ...UNIT_ECONOMICS_DEFAULTS,
  });
  return { margin: known(r.profit), marginPercent: known(r.marginPercent) };
}
