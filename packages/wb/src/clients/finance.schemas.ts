import * as z from 'zod/mini';
import { int64Id, list, opt, wbDate, wbDateTime } from '../schema/fields';
import { financeMoneyOrNull as money, numberMoneyOrNull } from '../schema/money-fields';

/**
 * finance-api v1 sales reports (docs/wb-notes.md#realization-reports): money as decimal strings
 * (kept exactly), `reportId` beyond 2^53 (string), rows keyed by `rrdId`. Unknown fields are kept.
 */

const num = opt(z.number());
const int = opt(z.int());
const str = opt(z.string());
const bool = opt(z.boolean());

export const reportHeaderSchema = z.looseObject({
  reportId: int64Id,
  sellerFinanceName: str,
  dateFrom: wbDate,
  dateTo: wbDate,
  createDate: wbDate,
  currency: str,
  reportType: int,
  retailAmountSum: money,
  forPaySum: money,
  avgSalePercent: num,
  deliveryServiceSum: money,
  paidStorageSum: money,
  paidAcceptanceSum: money,
  deductionSum: money,
  penaltySum: money,
  additionalPaymentSum: money,
  cashbackAmountSum: money,
  cashbackDiscountSum: money,
  cashbackCommissionChangeSum: money,
  paymentSchedule: money,
  bankPaymentSum: money,
});
export type WbReportHeader = z.output<typeof reportHeaderSchema>;

const detailRowObject = z.looseObject({
  reportId: int64Id,
  rrdId: int64Id,
  dateFrom: wbDate,
  dateTo: wbDate,
  createDate: wbDate,
  currency: str,
  reportType: int,
  giId: opt(int64Id),
  dlvPrc: num,
  fixTariffDateFrom: wbDate,
  fixTariffDateTo: wbDate,
  subjectName: str,
  nmId: int,
  brandName: str,
  vendorCode: str,
  title: str,
  techSize: str,
  sku: str,
  // Renamed docTypeName → documentType per the 2026.09.17 spec changelog (UNSURE,
  // docs/wb-notes.md#2026-changes): both read.
  docTypeName: str,
  documentType: str,
  quantity: num,
  retailPrice: money,
  retailAmount: money,
  salePercent: num,
  commissionPercent: num,
  officeName: str,
  sellerOperName: str,
  orderDt: wbDateTime,
  saleDt: wbDateTime,
  rrDate: wbDate,
  shkId: opt(int64Id),
  retailPriceWithDisc: money,
  deliveryAmount: num,
  returnAmount: num,
  deliveryService: money,
  giBoxTypeName: str,
  productDiscountForReport: num,
  // "Промокод, %": a string in the spec, a number after 17.09.2026 (docs/wb-notes.md#2026-changes);
  // a decimal string here.
  sellerPromo: money,
  spp: num,
  kvwBase: num,
  kvw: num,
  supRatingUp: num,
  isKgvpV2: num,
  ppvzSalesCommission: money,
  forPay: money,
  ppvzReward: money,
  acquiringFee: money,
  acquiringPercent: num,
  paymentProcessing: str,
  acquiringBank: str,
  vw: money,
  vwNds: money,
  ppvzOfficeName: str,
  ppvzOfficeId: opt(int64Id),
  ppvzSupplierName: str,
  ppvzSupplierInn: str,
  declarationNumber: str,
  bonusTypeName: str,
  stickerId: str,
  country: str,
  srvDbs: bool,
  penalty: money,
  additionalPayment: money,
  rebillLogisticCost: money,
  rebillLogisticOrg: str,
  paidStorage: money,
  deduction: money,
  paidAcceptance: money,
  orderId: opt(int64Id),
  kiz: str,
  srid: str,
  isB2b: bool,
  trbxId: str,
  installmentCofinancingAmount: money,
  wibesDiscountPercent: num,
  cashbackAmount: money,
  cashbackDiscount: money,
  cashbackCommissionChange: money,
  orderUid: str,
  paymentSchedule: money,
  deliveryMethod: str,
  sellerPromoId: opt(int64Id),
  sellerPromoDiscount: num,
  loyaltyId: opt(int64Id),
  loyaltyDiscount: num,
  uuidPromocode: str,
  salePricePromocodeDiscountPrc: num,
  articleSubstitution: str,
  salePriceAffiliatedDiscountPrc: num,
  agencyVat: num,
  salePriceWholesaleDiscountPrc: num,
  b2bCustomerTin: str,
  paidWithSocialCertificate: bool,
  warehouseLogisticsCoeff: num,
  // Added 28.09.2026 with types not published (docs/wb-notes.md#realization-reports): kept as sent.
  buyerTaxRegistrationReasonCode: opt(z.unknown()),
  utdUcdNumber: opt(z.unknown()),
  utdUcdDate: opt(z.unknown()),
});

/** A realization report row; `documentType` holds whichever of the two names WB sent. */
export const detailRowSchema = z.pipe(
  detailRowObject,
  z.transform((row) => ({ ...row, documentType: row.documentType ?? row.docTypeName ?? null })),
);
export type WbReportRow = z.output<typeof detailRowSchema>;

/** 204 ends the pagination (docs/wb-notes.md#realization-reports): `null` → `[]`. */
export const reportRows = z.pipe(
  z.nullable(z.array(detailRowSchema)),
  z.transform((rows) => rows ?? []),
);
export const reportHeaders = list(reportHeaderSchema);

/**
 * The seller's balance (GET /api/v1/account/balance, 13-finances.yaml): WB sends JSON numbers,
 * read as kopeck decimal strings (docs/wb-notes.md#data-formats).
 */
export const accountBalanceSchema = z.looseObject({
  currency: str,
  current: numberMoneyOrNull,
  for_withdraw: numberMoneyOrNull,
});
export type WbAccountBalance = z.infer<typeof accountBalanceSchema>;
