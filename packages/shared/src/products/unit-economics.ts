import { Dec, toDec, toMoneyString } from '../money/money';
import type { UnitEconomicsInput, UnitEconomicsResult } from './product.contract';

/*
 * Unit economics of one sold unit (docs/domain.md#unit-economics), in decimals. Runs on the
 * server (POST /api/products/:nmId/unit-economics/calculate): decimal.js stays out of the browser.
 *
 *   V              = volume, litres; extra = max(0, V − 1)
 *   delivery       = (deliveryBase + deliveryLiter × extra) × КТР + КРП % × price   (one trip)
 *   logistics      = delivery ÷ buyout rate         (refused units travel too; sold ones pay)
 *   storage/day    = storageBase + storageLiter × extra;  storage = storage/day × days
 *   commission     = price × commission %;  acquiring = price × acquiring %
 *   payout         = price − commission − acquiring − logistics − storage   (what WB transfers)
 *   tax            = price × tax %
 *   profit         = payout − unit cost − tax − ads;  margin = profit ÷ price;  ROI = profit ÷ cost
 *
 * Intermediate values keep full precision; each output is rounded half-up once, to kopecks (money)
 * or to hundredths (percentages and litres), so the parts may differ from the total by a kopeck.
 */

const HUNDRED = new Dec(100);

/** A typed decimal: the schema allows a comma. */
const dec = (value: string) => toDec(value.replace(',', '.'));
const percentOf = (base: Dec, percent: string) => base.times(dec(percent)).div(HUNDRED);
const fixed2 = (value: Dec) => value.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);

export function calculateUnitEconomics(input: UnitEconomicsInput): UnitEconomicsResult {
  const price = dec(input.price);
  const volume = dec(input.volumeLitres);
  const extra = Dec.max(0, volume.minus(1));
  const buyoutShare = dec(input.buyoutPercent).div(HUNDRED);
  if (buyoutShare.lte(0)) throw new RangeError('The buyout rate must be above zero');

  const delivery = dec(input.deliveryBase)
    .plus(dec(input.deliveryLiter).times(extra))
    .times(dec(input.ktr))
    .plus(percentOf(price, input.krpPercent));
  const logistics = delivery.div(buyoutShare);
  const storagePerDay = dec(input.storageBase).plus(dec(input.storageLiter).times(extra));
  const storage = storagePerDay.times(dec(input.storageDays));
  const commission = percentOf(price, input.commissionPercent);
  const acquiring = percentOf(price, input.acquiringPercent);
  const payout = price.minus(commission).minus(acquiring).minus(logistics).minus(storage);
  const unitCost = dec(input.unitCost);
  const tax = percentOf(price, input.taxPercent);
  const ads = dec(input.adPerUnit);
  const profit = payout.minus(unitCost).minus(tax).minus(ads);

  return {
    volumeLitres: fixed2(volume),
    extraLitres: fixed2(extra),
    deliveryPerOrder: toMoneyString(delivery),
    logistics: toMoneyString(logistics),
    storagePerDay: toMoneyString(storagePerDay),
    storage: toMoneyString(storage),
    commission: toMoneyString(commission),
    acquiring: toMoneyString(acquiring),
    payout: toMoneyString(payout),
    unitCost: toMoneyString(unitCost),
    tax: toMoneyString(tax),
    ads: toMoneyString(ads),
    profit: toMoneyString(profit),
    marginPercent: fixed2(profit.div(price).times(HUNDRED)),
    roiPercent: unitCost.isZero() ? null : fixed2(profit.div(unitCost).times(HUNDRED)),
  };
}
