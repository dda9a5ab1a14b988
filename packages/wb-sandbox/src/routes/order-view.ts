/** Facts about one order that several APIs render (names, prices, places), computed once per row. */
import { REGIONS } from '../data/regions.ts';
import { districtLong } from '../data/warehouses.ts';
import type { Product, Size } from '../gen/catalog.ts';
import { discountedKop, priceAt } from '../gen/prices.ts';
import { orderTime, type DayOrders } from '../gen/orders.ts';
import type { SellerData } from '../gen/store.ts';
import { incomeIdFor, slotOf } from '../gen/supplies.ts';

export interface OrderFacts {
  product: Product;
  size: Size;
  fbs: boolean;
  warehouseName: string;
  /** Federal district of the shipping warehouse ("Центральный"), or country abroad. */
  warehouseDistrict: string;
  countryName: string;
  oblastOkrugName: string;
  regionName: string;
  city: string;
  price: number;
  discount: number;
  /** Price with the seller discount, kopecks. */
  priceWithDiscKop: number;
  /** Price after the WB discount (SPP), kopecks. */
  finishedKop: number;
  spp: number;
  incomeID: number;
}

export function orderFacts(data: SellerData, o: DayOrders, i: number): OrderFacts {
  const cat = data.catalog;
  const sku = o.sku[i]!;
  const product = cat.products[cat.skuProduct[sku]!]!;
  const size = cat.skuSize[sku]!;
  const wh = o.wh[i]!;
  const fbs = wh < 0;
  const w = fbs ? null : cat.wbWarehouses[wh]!;
  const own = fbs ? cat.own[-1 - wh]! : null;
  const region = REGIONS[o.region[i]!]!;
  const pp = priceAt(data.cfg.seed, product, o.day);
  const priceWithDiscKop = discountedKop(pp.price, pp.discount);
  const spp = o.spp[i]!;
  return {
    product,
    size,
    fbs,
    warehouseName: w ? w.name : own!.name,
    warehouseDistrict: w ? w.district || w.country : own!.region,
    countryName: region.country,
    oblastOkrugName: districtLong(region.district),
    regionName: region.region,
    city: region.city,
    price: pp.price,
    discount: pp.discount,
    priceWithDiscKop,
    finishedKop: Math.round((priceWithDiscKop * (100 - spp)) / 100),
    spp,
    incomeID: incomeIdFor(data, slotOf(data, wh), orderTime(o, i)),
  };
}
