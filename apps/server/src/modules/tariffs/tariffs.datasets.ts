import { mskDate } from '@wb/shared';
import type {
  WbBoxTariff,
  WbCommission,
  WbPalletTariff,
  WbReturnTariff,
} from '@wb/wb/clients/common';
import { parseTariffDecimal } from '@wb/wb/money/money';
import { rawRows, type WbPage } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import type { CopyValue } from '../sync/copy-merge';
import type { SyncDataset } from '../sync/dataset';
import { lockReference, writeVersions, type VersionedTarget } from './versioned';

/**
 * The day tariffs are asked for: today in Moscow by the server's clock. Tests point it at the
 * sandbox's clock.
 */
export const TARIFFS_CLOCK = { now: () => Date.now() };

/** Days missed by a stopped sync are fetched again, at most this far back. */
const CATCH_UP_DAYS = 14;

/** `last`: the last day (MSK) whose box, pallet and return tariffs are stored. */
export interface TariffsCursor {
  last?: string;
}

export type TariffItem =
  | { kind: 'box'; date: string; row: WbBoxTariff }
  | { kind: 'pallet'; date: string; row: WbPalletTariff }
  | { kind: 'return'; date: string; row: WbReturnTariff }
  | { kind: 'commission'; date: string; row: WbCommission };

type Kind = TariffItem['kind'];
type Col<R> = readonly [name: string, type: string, get: (r: R) => CopyValue];
const D = 'numeric';
const P = 'numeric(9,4)';

const BOX: readonly Col<WbBoxTariff>[] = [
  ['delivery_base', D, (r) => r.boxDeliveryBase],
  ['delivery_liter', D, (r) => r.boxDeliveryLiter],
  ['delivery_coef', D, (r) => r.boxDeliveryCoefExpr],
  ['mp_delivery_base', D, (r) => r.boxDeliveryMarketplaceBase],
  ['mp_delivery_liter', D, (r) => r.boxDeliveryMarketplaceLiter],
  ['mp_delivery_coef', D, (r) => r.boxDeliveryMarketplaceCoefExpr],
  ['storage_base', D, (r) => r.boxStorageBase],
  ['storage_liter', D, (r) => r.boxStorageLiter],
  ['storage_coef', D, (r) => r.boxStorageCoefExpr],
];
const PALLET: readonly Col<WbPalletTariff>[] = [
  ['delivery_base', D, (r) => r.palletDeliveryValueBase],
  ['delivery_liter', D, (r) => r.palletDeliveryValueLiter],
  ['delivery_coef', D, (r) => r.palletDeliveryExpr],
  ['storage_value', D, (r) => r.palletStorageValueExpr],
  ['storage_coef', D, (r) => r.palletStorageExpr],
];
const RETURN: readonly Col<WbReturnTariff>[] = [
  ['kgt_office_base', D, (r) => r.deliveryDumpKgtOfficeBase],
  ['kgt_office_liter', D, (r) => r.deliveryDumpKgtOfficeLiter],
  ['kgt_return', D, (r) => r.deliveryDumpKgtReturnExpr],
  ['srg_office', D, (r) => r.deliveryDumpSrgOfficeExpr],
  ['srg_return', D, (r) => r.deliveryDumpSrgReturnExpr],
  ['sup_courier_base', D, (r) => r.deliveryDumpSupCourierBase],
  ['sup_courier_liter', D, (r) => r.deliveryDumpSupCourierLiter],
  ['sup_office_base', D, (r) => r.deliveryDumpSupOfficeBase],
  ['sup_office_liter', D, (r) => r.deliveryDumpSupOfficeLiter],
  ['sup_return', D, (r) => r.deliveryDumpSupReturnExpr],
];
/** Percentages are JSON numbers: their exact decimal text, never a float. */
const pct = (n: number | null | undefined) => parseTariffDecimal(n);
const COMMISSION: readonly Col<WbCommission>[] = [
  ['fbw', P, (r) => pct(r.paidStorageKgvp)],
  ['fbs', P, (r) => pct(r.kgvpMarketplace)],
  ['dbs', P, (r) => pct(r.kgvpSupplier)],
  ['edbs', P, (r) => pct(r.kgvpSupplierExpress)],
  ['pickup', P, (r) => pct(r.kgvpPickup)],
  ['booking', P, (r) => pct(r.kgvpBooking)],
  ['rates', 'jsonb', (r) => ratesOf(r)],
];

/** Every `…kgvp…` percentage of a commission row (country variants too), as exact decimals. */
function ratesOf(row: Record<string, unknown>): Record<string, string | null> {
  const rates: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(row).sort(([a], [b]) => a.localeCompare(b))) {
    if (/kgvp/i.test(name) && (typeof value === 'number' || value === null)) {
      rates[name] = pct(value);
    }
  }
  return rates;
}

interface Spec<R> {
  target: VersionedTarget;
  cols: readonly Col<R>[];
  key: (r: R) => CopyValue;
  extra: (r: R, raw: unknown) => CopyValue[];
}
const spec = <R>(
  table: string,
  key: readonly [string, string, (r: R) => CopyValue],
  cols: readonly Col<R>[],
  extra: readonly (readonly [string, string])[],
  extraOf: (r: R, raw: unknown) => CopyValue[],
): Spec<R> => ({
  target: {
    table,
    key: [key[0], key[1]],
    values: cols.map(([n, t]) => [n, t] as const),
    extra: [...extra, ['raw', 'jsonb']],
  },
  cols,
  key: key[2],
  extra: (r, raw) => [...extraOf(r, raw), raw as CopyValue],
});

const byWarehouse = [
  'warehouse_name',
  'text',
  (r: { warehouseName: string }) => r.warehouseName,
] as const;
const SPECS = {
  box: spec('wb_box_tariffs', byWarehouse, BOX, [['geo_name', 'text']], (r) => [r.geoName]),
  pallet: spec('wb_pallet_tariffs', byWarehouse, PALLET, [], () => []),
  return: spec('wb_return_tariffs', byWarehouse, RETURN, [], () => []),
  commission: spec<WbCommission>(
    'wb_commissions',
    ['subject_id', 'integer', (r) => r.subjectID],
    COMMISSION,
    [
      ['subject_name', 'text'],
      ['parent_id', 'integer'],
      ['parent_name', 'text'],
    ],
    (r) => [r.subjectName, r.parentID, r.parentName],
  ),
} as const satisfies Record<Kind, unknown>;

/**
 * Writes a page of tariffs: per kind, the versions whose values differ from the one in force.
 * The rows are WB-wide: `target` (the account whose token read them) is not stored.
 */
export async function writeTariffs(client: PoolClient, page: WbPage<TariffItem, unknown>) {
  if (page.rows.length === 0) return 0;
  await lockReference(client, 'tariffs');
  let n = 0;
  for (const kind of Object.keys(SPECS) as Kind[]) {
    const s = SPECS[kind] as Spec<unknown>;
    const rows: CopyValue[][] = [];
    page.rows.forEach((item, i) => {
      if (item.kind !== kind) return;
      const raw = page.raw[i] ?? item.row;
      rows.push([
        s.key(item.row),
        item.date,
        ...s.cols.map(([, , get]) => get(item.row)),
        ...s.extra(item.row, raw),
      ]);
    });
    n += await writeVersions(client, s.target, rows);
  }
  return n;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The days to read: after the last stored one (at most CATCH_UP_DAYS back), always today. */
export function tariffDays(cursor: TariffsCursor | null | undefined, today: string): string[] {
  const last = typeof cursor?.last === 'string' ? cursor.last : null;
  let from = last && last < today ? addDays(last, 1) : today;
  const earliest = addDays(today, -CATCH_UP_DAYS + 1);
  if (from < earliest) from = earliest;
  const days: string[] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) days.push(d);
  return days;
}

export const tariffsDataset: SyncDataset<TariffsCursor, TariffItem> = {
  key: 'tariffs',
  category: null,
  intervalMinutes: 24 * 60,
  initialCursor: () => ({}),
  async *pages(clients, from, signal) {
    const options = signal ? { signal } : undefined;
    const today = mskDate(TARIFFS_CLOCK.now());
    const { common } = clients;
    for (const date of tariffDays(from, today)) {
      const box = await common.tariffsBox({ date }, options);
      const pallet = await common.tariffsPallet({ date }, options);
      const ret = await common.tariffsReturn({ date }, options);
      const items: TariffItem[] = [];
      const raw: unknown[] = [];
      const add = <R>(kind: Kind, answer: { data: { warehouseList: R[] }; raw: unknown }) => {
        const source = rawRows(answer.raw, ['response', 'data', 'warehouseList']);
        answer.data.warehouseList.forEach((row, i) => {
          items.push({ kind, date, row } as TariffItem);
          raw.push(source[i] ?? row);
        });
      };
      add('box', box);
      add('pallet', pallet);
      add('return', ret);
      yield { rows: items, raw, cursor: { last: date }, done: false };
    }
    // Commission has no date: the version in force from today.
    const commission = await common.tariffsCommission({ locale: 'ru' }, options);
    const rows = commission.data.report.map((row) => ({
      kind: 'commission' as const,
      date: today,
      row,
    }));
    yield { rows, raw: rawRows(commission.raw, ['report']), cursor: { last: today }, done: true };
  },
  write: (client, _target, page) => writeTariffs(client, page),
};
