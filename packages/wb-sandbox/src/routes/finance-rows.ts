/**
 * Rendering of realization reports (finance-api v1): report headers and detail rows, money as
 * decimal strings from integer kopecks (docs/wb-notes.md#realization-reports). Report ids of daily
 * reports exceed 2^53 and are written into the JSON text as bare numbers, exactly as WB does.
 */
import { REGIONS } from '../data/regions.ts';
import {
  F_ACCEPTANCE,
  F_DEDUCTION,
  F_LOGISTICS,
  F_PENALTY,
  F_RETURN,
  F_SALE,
  F_STORAGE,
  bankPayment,
  saleMoney,
  tariffWarehouse,
  totals,
  type FinanceRows,
} from '../gen/finance.ts';
import { kopToDecimal } from '../gen/money.ts';
import { gNumber, orderSerial, orderTime, srid } from '../gen/orders.ts';
import type { SellerData } from '../gen/store.ts';
import { incomeIdFor, slotOf } from '../gen/supplies.ts';
import { deliveryCoef } from '../gen/tariffs.ts';
import { fmtDate, fmtDay, fmtUtc, mskDay } from '../gen/time.ts';

/** One realization report: a week (Mon–Sun) or a day, with its rows [from, to) of a week build. */
export interface Report {
  /** Decimal text of the id (may exceed 2^53). */
  id: string;
  period: 'weekly' | 'daily';
  firstDay: number;
  lastDay: number;
  createdAt: number;
  week: number;
  rows: FinanceRows;
  from: number;
  to: number;
  /** rrdId of row j is `rrdBase + j + 1`. */
  rrdBase: number;
}

const d = kopToDecimal;
const r2 = (v: number) => Math.round(v * 100) / 100;

export function headerJson(data: SellerData, rep: Report): string {
  const t = totals(data, rep.rows, rep.from, rep.to);
  const body = {
    sellerFinanceName: /^(ООО|ИП|АО)\s/.test(data.cfg.name)
      ? data.cfg.name
      : `ООО «${data.cfg.name}»`,
    dateFrom: fmtDay(rep.firstDay),
    dateTo: fmtDay(rep.lastDay),
    createDate: fmtDate(rep.createdAt),
    currency: 'RUB',
    reportType: 1,
    retailAmountSum: d(t.retailAmount),
    forPaySum: d(t.forPay),
    avgSalePercent: t.saleCount ? r2(t.discountSum / t.saleCount) : 0,
    deliveryServiceSum: d(t.deliveryService),
    paidStorageSum: d(t.paidStorage),
    paidAcceptanceSum: d(t.paidAcceptance),
    deductionSum: d(t.deduction),
    penaltySum: d(t.penalty),
    additionalPaymentSum: d(t.additionalPayment),
    cashbackAmountSum: '0',
    cashbackDiscountSum: '0',
    cashbackCommissionChangeSum: '0',
    paymentSchedule: '0',
    bankPaymentSum: d(bankPayment(t)),
  };
  return `{"reportId":${rep.id},${JSON.stringify(body).slice(1)}`;
}

const LOGISTICS_TYPES = [
  'К клиенту при продаже',
  'К клиенту при отмене',
  'От клиента при отмене',
  'От клиента при возврате',
];
const PENALTY_TYPES = [
  'Штраф за нарушение правил маркировки',
  'Штраф за занижение фактических габаритов упаковки',
];

/** Every field of a row, zero-valued: rows of each kind fill in what they carry. */
function blankRow(rep: Report, j: number) {
  return {
    dateFrom: fmtDay(rep.firstDay),
    dateTo: fmtDay(rep.lastDay),
    createDate: fmtDate(rep.createdAt),
    currency: 'RUB',
    reportType: 1,
    rrdId: rep.rrdBase + j + 1,
    giId: 0,
    dlvPrc: 0,
    fixTariffDateFrom: fmtDay(rep.firstDay),
    fixTariffDateTo: fmtDay(rep.lastDay),
    subjectName: '',
    nmId: 0,
    brandName: '',
    vendorCode: '',
    title: '',
    techSize: '',
    sku: '',
    docTypeName: '',
    quantity: 0,
    retailPrice: '0',
    retailAmount: '0',
    salePercent: 0,
    commissionPercent: 0,
    officeName: '',
    sellerOperName: '',
    orderDt: fmtUtc(rep.rows.time[j]!),
    saleDt: fmtUtc(rep.rows.time[j]!),
    rrDate: fmtDate(rep.rows.time[j]!),
    shkId: 0,
    retailPriceWithDisc: '0',
    deliveryAmount: 0,
    returnAmount: 0,
    deliveryService: '0',
    giBoxTypeName: '',
    productDiscountForReport: 0,
    sellerPromo: '0',
    spp: 0,
    kvwBase: 0,
    kvw: 0,
    supRatingUp: 0,
    isKgvpV2: 0,
    ppvzSalesCommission: '0',
    forPay: '0',
    ppvzReward: '0',
    acquiringFee: '0',
    acquiringPercent: 0,
    paymentProcessing: '',
    acquiringBank: '',
    vw: '0',
    vwNds: '0',
    ppvzOfficeName: '',
    ppvzOfficeId: 0,
    ppvzSupplierName: '',
    ppvzSupplierInn: '',
    declarationNumber: '',
    stickerId: '',
    country: 'Россия',
    srvDbs: false,
    penalty: '0',
    additionalPayment: '0',
    rebillLogisticCost: '0',
    paidStorage: '0',
    deduction: '0',
    paidAcceptance: '0',
    orderId: 0,
    isB2b: false,
    trbxId: '',
    installmentCofinancingAmount: '0',
    wibesDiscountPercent: 0,
    cashbackAmount: '0',
    cashbackDiscount: '0',
    cashbackCommissionChange: '0',
    paymentSchedule: '0',
    deliveryMethod: '',
    sellerPromoId: 0,
    sellerPromoDiscount: 0,
    loyaltyId: 0,
    loyaltyDiscount: 0,
    uuidPromocode: '',
    salePricePromocodeDiscountPrc: 0,
    articleSubstitution: '',
    salePriceAffiliatedDiscountPrc: 0,
    salePriceWholesaleDiscountPrc: 0,
    b2bCustomerTin: '',
    orderUid: '',
    srid: '',
    paidWithSocialCertificate: false,
    warehouseLogisticsCoeff: 0,
  };
}

type Row = ReturnType<typeof blankRow>;

/** Fields every row about an order carries (sale, return, logistics). */
function orderFields(data: SellerData, row: Row, srcDay: number, i: number): void {
  const o = data.orders(srcDay);
  const cat = data.catalog;
  const sku = o.sku[i]!;
  const p = cat.products[cat.skuProduct[sku]!]!;
  const size = cat.skuSize[sku]!;
  const wh = o.wh[i]!;
  const fbs = wh < 0;
  const w = tariffWarehouse(data, wh);
  const region = REGIONS[o.region[i]!]!;
  const t0 = orderTime(o, i);
  const serial = orderSerial(o.day, i);
  Object.assign(row, {
    giId: fbs ? 0 : incomeIdFor(data, slotOf(data, wh), t0),
    dlvPrc: fbs ? 0 : deliveryCoef(w, mskDay(t0)) / 100,
    subjectName: p.subject.name,
    nmId: p.nmID,
    brandName: p.brand,
    vendorCode: p.vendorCode,
    title: p.title,
    techSize: size.techSize,
    sku: size.barcode,
    officeName: fbs ? cat.own[-1 - wh]!.name : w.name,
    orderDt: fmtUtc(t0),
    shkId: 20_000_000_000 + serial,
    giBoxTypeName: fbs ? 'Без коробов' : 'Короба',
    spp: o.spp[i]!,
    ppvzOfficeName: `${region.city}, пункт выдачи №${100 + (o.region[i]! % 900)}`,
    ppvzOfficeId: 10_000 + o.region[i]! * 37,
    ppvzSupplierName: 'ИП Партнёров П. П.',
    ppvzSupplierInn: '770000000001',
    stickerId: fbs ? String(serial + 900_000_000) : '',
    country: region.country,
    orderId: fbs ? 3_000_000_000 + serial : 0,
    isB2b: o.b2b[i] === 1,
    deliveryMethod: fbs ? 'FBS, (МГТ)' : 'FBW, (МГТ)',
    orderUid: gNumber(data.cfg.seed, o.day, o.basket[i]!),
    srid: srid(data.cfg.seed, o.day, i),
    warehouseLogisticsCoeff: fbs ? 1 : deliveryCoef(w, mskDay(t0)) / 100,
  });
}

/** Row j of a report as JSON text. */
export function rowJson(
  data: SellerData,
  rep: Report,
  j: number,
  fields: Set<string> | null,
): string {
  const rows = rep.rows;
  const kind = rows.kind[j]!;
  const row = blankRow(rep, j);
  const amount = rows.amount[j]!;
  const extra: Record<string, string> = {};
  if (kind === F_SALE || kind === F_RETURN || kind === F_LOGISTICS) {
    orderFields(data, row, rows.srcDay[j]!, rows.idx[j]!);
  }
  if (kind === F_SALE || kind === F_RETURN) {
    const m = saleMoney(data, data.orders(rows.srcDay[j]!), rows.idx[j]!);
    const name = kind === F_SALE ? 'Продажа' : 'Возврат';
    const kvw = r2(m.commissionPercent / 1.22);
    Object.assign(row, {
      docTypeName: name,
      sellerOperName: name,
      quantity: 1,
      retailPrice: d(m.retailPrice),
      retailAmount: d(m.retailAmount),
      retailPriceWithDisc: d(m.retailPriceWithDisc),
      salePercent: m.discount,
      commissionPercent: m.commissionPercent,
      productDiscountForReport: m.discount,
      kvwBase: kvw,
      kvw,
      ppvzSalesCommission: d(m.vwGross),
      forPay: d(m.forPay),
      acquiringFee: d(m.acquiringFee),
      acquiringPercent: m.acquiringPercent,
      paymentProcessing: 'Комиссия за организацию платежа с НДС',
      acquiringBank: 'Т-Банк',
      vw: d(m.vw),
      vwNds: d(m.vwNds),
    });
  } else if (kind === F_LOGISTICS) {
    const sub = rows.sub[j]!;
    Object.assign(row, {
      sellerOperName: 'Логистика',
      deliveryAmount: sub <= 1 ? 1 : 0,
      returnAmount: sub >= 2 ? 1 : 0,
      deliveryService: d(amount),
    });
    extra.bonusTypeName = LOGISTICS_TYPES[sub]!;
  } else if (kind === F_STORAGE) {
    const w = data.catalog.wbWarehouses[rows.idx[j]!]!;
    Object.assign(row, { sellerOperName: 'Хранение', officeName: w.name, paidStorage: d(amount) });
  } else if (kind === F_ACCEPTANCE) {
    Object.assign(row, {
      sellerOperName: 'Платная приемка',
      giId: rows.supplyIds[rows.idx[j]!] ?? 0,
      paidAcceptance: d(amount),
    });
  } else if (kind === F_PENALTY) {
    Object.assign(row, { sellerOperName: 'Штраф', penalty: d(amount) });
    extra.bonusTypeName = PENALTY_TYPES[rows.sub[j]! % PENALTY_TYPES.length]!;
  } else if (kind === F_DEDUCTION) {
    Object.assign(row, { sellerOperName: 'Удержание', deduction: d(amount) });
    extra.bonusTypeName = 'Оказание услуг «ВБ.Продвижение»';
  }
  let out: Record<string, unknown> = { ...row, ...extra };
  if (fields) out = Object.fromEntries(Object.entries(out).filter(([k]) => fields.has(k)));
  const text = JSON.stringify(out);
  if (fields && !fields.has('reportId')) return text;
  return text === '{}' ? `{"reportId":${rep.id}}` : `{"reportId":${rep.id},${text.slice(1)}`;
}
