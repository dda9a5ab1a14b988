/**
 * common-api tariffs: commission by subject, box / pallet / return tariffs by date (strings with
 * comma decimals, docs/wb-notes.md#tariffs) and acceptance coefficients. A later date gets the
 * tariffs announced for it today (gen/tariffs.ts: set up to `dtTillMax`, the next epoch's
 * announcement revised after a week); a date after `dtTillMax` gets no warehouses (`warehouseList:
 * null`, no `dtNextBox`): nothing is set for it yet. With `warehouseHidden` only
 * warehouses outside Russia plus WB's aggregate names are listed; with `acceptanceDisabled` the
 * coefficients method answers an empty list ("Метод временно отключён").
 */
import { SUBJECTS } from '../data/subjects.ts';
import { WAREHOUSES, WAREHOUSE_BY_ID, districtLong, type Warehouse } from '../data/warehouses.ts';
import { tariffText } from '../gen/money.ts';
import {
  acceptanceAllowUnload,
  acceptanceCoefficient,
  announcedBoxTariff,
  boxTariff,
  nextTariffDay,
  tariffsSetTill,
  type BoxTariff,
} from '../gen/tariffs.ts';
import { fmtDay, mskDay, parseDay } from '../gen/time.ts';
import type { Ctx, RouteDef } from '../http/route.ts';
import { fail } from './util.ts';

const t = (v: number) => tariffText(v);
const TARIFF_WAREHOUSES = WAREHOUSES.filter((w) => !w.sc);

/** The date a tariff method is asked about, or null after answering 400. */
function tariffDay(ctx: Ctx): number | null {
  const raw = ctx.query.get('date');
  const day = parseDay(raw ?? undefined);
  if (Number.isNaN(day)) {
    fail(ctx, raw ? `Invalid date format: ${raw}` : 'date: field required');
    return null;
  }
  return day;
}

function listed(ctx: Ctx): Warehouse[] {
  return ctx.modes.warehouseHidden
    ? TARIFF_WAREHOUSES.filter((w) => w.country !== 'Россия')
    : TARIFF_WAREHOUSES;
}

const geoName = (w: Warehouse) => (w.district ? districtLong(w.district) : w.country);

/** `dtNext…` and `dtTillMax` of an answer about `day` given today. */
function dates(day: number, today: number): { next: string; till: string } {
  const next = nextTariffDay(day, today);
  return { next: next === null ? '' : fmtDay(next), till: fmtDay(tariffsSetTill(today)) };
}

/** The box tariffs shown for `day` per listed warehouse, or null when none is set for it. */
function boxTariffs(ctx: Ctx, day: number): [Warehouse, BoxTariff][] | null {
  const today = mskDay(ctx.now);
  if (day > tariffsSetTill(today)) return null;
  return listed(ctx).map((w) => [w, announcedBoxTariff(w, day, today)!]);
}

function boxRow(w: Warehouse, b: BoxTariff) {
  return {
    boxDeliveryBase: t(b.deliveryBase),
    boxDeliveryCoefExpr: t(b.deliveryCoef),
    boxDeliveryLiter: t(b.deliveryLiter),
    boxDeliveryMarketplaceBase: t(b.mpBase),
    boxDeliveryMarketplaceCoefExpr: t(b.mpCoef),
    boxDeliveryMarketplaceLiter: t(b.mpLiter),
    boxStorageBase: t(b.storageBase),
    boxStorageCoefExpr: t(b.storageCoef),
    boxStorageLiter: t(b.storageLiter),
    geoName: geoName(w),
    warehouseName: w.name,
  };
}

/** Aggregate rows WB lists instead of RF warehouses when the detail is hidden. */
function aggregateBox(ctx: Ctx, name: string, day: number) {
  const w = WAREHOUSE_BY_ID.get(507)!;
  const row = boxRow(w, announcedBoxTariff(w, day, mskDay(ctx.now))!);
  return { ...row, geoName: 'Россия', warehouseName: name };
}

function palletRow(w: Warehouse, b: BoxTariff) {
  return {
    palletDeliveryExpr: t(b.deliveryCoef),
    palletDeliveryValueBase: t(Math.round(b.deliveryBase * 95) / 100),
    palletDeliveryValueLiter: t(Math.round(b.deliveryLiter * 95) / 100),
    palletStorageExpr: t(b.storageCoef),
    palletStorageValueExpr: t(Math.round(b.storageCoef * 26) / 100),
    warehouseName: w.name,
  };
}

function returnRow(name: string, coef: number) {
  const k = coef / 100;
  const r = (v: number) => t(Math.round(v * k * 100) / 100);
  return {
    deliveryDumpKgtOfficeBase: r(1000),
    deliveryDumpKgtOfficeLiter: r(11),
    deliveryDumpKgtReturnExpr: r(1500),
    deliveryDumpSrgOfficeExpr: r(300),
    deliveryDumpSrgReturnExpr: r(300),
    deliveryDumpSupCourierBase: r(45),
    deliveryDumpSupCourierLiter: r(11),
    deliveryDumpSupOfficeBase: r(46),
    deliveryDumpSupOfficeLiter: r(14),
    deliveryDumpSupReturnExpr: r(50),
    warehouseName: name,
  };
}

function commission(ctx: Ctx): void {
  const locale = ctx.query.get('locale');
  if (locale !== null && !['ru', 'en', 'zh'].includes(locale)) {
    return void fail(ctx, `Invalid locale: ${locale}`);
  }
  ctx.reply.json(200, {
    report: SUBJECTS.map((s) => ({
      kgvpBooking: s.kgvpFbw,
      kgvpMarketplace: s.kgvpFbw + 3,
      kgvpPickup: s.kgvpFbw + 1.5,
      kgvpSupplier: s.kgvpFbw + 4,
      kgvpSupplierExpress: s.kgvpFbw + 5,
      paidStorageKgvp: s.kgvpFbw,
      parentID: s.parent.id,
      parentName: s.parent.name,
      subjectID: s.id,
      subjectName: s.name,
    })),
  });
}

function box(ctx: Ctx): void {
  const day = tariffDay(ctx);
  if (day === null) return;
  const d = dates(day, mskDay(ctx.now));
  const set = boxTariffs(ctx, day);
  const rows = set?.map(([w, b]) => boxRow(w, b)) ?? null;
  if (rows && ctx.modes.warehouseHidden) {
    rows.push(aggregateBox(ctx, 'Свой склад РФ', day), aggregateBox(ctx, 'Свой склад СГТ РФ', day));
  }
  ctx.reply.json(200, {
    response: {
      data: { currency: 'RUB', dtNextBox: d.next, dtTillMax: d.till, warehouseList: rows },
    },
  });
}

function pallet(ctx: Ctx): void {
  const day = tariffDay(ctx);
  if (day === null) return;
  const d = dates(day, mskDay(ctx.now));
  ctx.reply.json(200, {
    response: {
      data: {
        currency: 'RUB',
        dtNextPallet: d.next,
        dtTillMax: d.till,
        warehouseList: boxTariffs(ctx, day)?.map(([w, b]) => palletRow(w, b)) ?? null,
      },
    },
  });
}

function returns(ctx: Ctx): void {
  if (tariffDay(ctx) === null) return;
  // The return tariffs do not change with the date: no next one is announced.
  const next = '';
  const rows = listed(ctx).map((w) => returnRow(w.name, w.coef));
  if (ctx.modes.warehouseHidden) {
    for (const name of ['Свой склад РФ', 'Свой склад СГТ РФ', 'Склад WB РФ', 'Склад WB СГТ РФ']) {
      rows.push(returnRow(name, 150));
    }
  }
  ctx.reply.json(200, {
    response: {
      data: {
        currency: 'RUB',
        dtNextDeliveryDumpKgt: next,
        dtNextDeliveryDumpSrg: next,
        dtNextDeliveryDumpSup: next,
        warehouseList: rows,
      },
    },
  });
}

const BOX_TYPES = [2, 5, 6] as const;

/** The next 14 days per warehouse × supply type (docs/wb-notes.md#acceptance-coefficients). */
function coefficients(ctx: Ctx): void {
  const raw = ctx.query.get('warehouseIDs');
  let ws: Warehouse[] = WAREHOUSES.filter((w) => w.country === 'Россия');
  if (raw) {
    const ids = raw.split(',').map((x) => Number(x.trim()));
    if (ids.some((id) => !Number.isInteger(id))) {
      return void fail(ctx, 'warehouseIDs: invalid value');
    }
    ws = ids.map((id) => WAREHOUSE_BY_ID.get(id)).filter((w): w is Warehouse => w !== undefined);
  }
  if (ctx.modes.acceptanceDisabled) return ctx.reply.json(200, []);
  const today = mskDay(ctx.now);
  const rows: object[] = [];
  for (let day = today; day < today + 14; day++) {
    for (const w of ws) {
      const b = boxTariff(w, day);
      for (const boxTypeID of BOX_TYPES) {
        const pallet = boxTypeID === 5;
        rows.push({
          date: `${fmtDay(day)}T00:00:00Z`,
          coefficient: acceptanceCoefficient(w, day, boxTypeID),
          warehouseID: w.id,
          warehouseName: w.name,
          allowUnload: acceptanceAllowUnload(w, day, boxTypeID),
          boxTypeID,
          storageCoef: w.sc ? null : t(b.storageCoef),
          deliveryCoef: t(b.deliveryCoef),
          deliveryBaseLiter: t(b.deliveryBase),
          deliveryAdditionalLiter: t(b.deliveryLiter),
          storageBaseLiter: w.sc ? null : t(pallet ? (b.storageCoef * 26) / 100 : b.storageBase),
          storageAdditionalLiter: w.sc || pallet ? null : t(b.storageLiter),
          isSortingCenter: w.sc,
        });
      }
    }
  }
  ctx.reply.json(200, rows);
}

const route = (path: string, group: RouteDef['group'], handler: RouteDef['handler']): RouteDef => ({
  method: 'GET',
  host: 'common',
  path,
  group,
  category: null,
  style: 'tariffs',
  handler,
});

export const TARIFF_ROUTES: RouteDef[] = [
  route('/api/v1/tariffs/commission', 'tariffs-commission', commission),
  route('/api/v1/tariffs/box', 'tariffs-box', box),
  route('/api/v1/tariffs/pallet', 'tariffs-pallet', pallet),
  route('/api/v1/tariffs/return', 'tariffs-return', returns),
  route('/api/tariffs/v1/acceptance/coefficients', 'tariffs-acceptance', coefficients),
];
