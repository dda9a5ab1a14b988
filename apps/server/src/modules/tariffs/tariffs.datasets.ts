import { mskDate } from '@wb/shared';
import type {
  WbBoxTariff,
  WbBoxTariffs,
  WbCommission,
  WbCommonClient,
  WbPalletTariff,
  WbPalletTariffs,
  WbReturnTariff,
  WbReturnTariffs,
} from '@wb/wb/clients/common';
import type { CallOptions } from '@wb/wb/clients/base';
import type { WbResponse } from '@wb/wb/http/transport';
import { parseTariffDecimal } from '@wb/wb/money/money';
import { rawRows, type WbPage } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import type { CopyValue } from '../sync/copy-merge';
import type { SyncDataset } from '../sync/dataset';
import { lockReference, writeVersions, type KnownSpan, type VersionedTarget } from './versioned';

/**
 * The day tariffs are asked for: today in Moscow by the server's clock. Tests point it at the
 * sandbox's clock.
 */
export const TARIFFS_CLOCK = { now: () => Date.now() };

/** Days missed by a stopped sync are fetched again, at most this far back. */
const CATCH_UP_DAYS = 14;

/*
 * Announced tariffs (docs/wb-notes.md#tariffs, wb-openapi/10-rates.yaml). The box, pallet and
 * return methods take any `date=YYYY-MM-DD`; the spec sets no limit on how far ahead, but every
 * answer names the day the next tariff starts (`dtNextBox`, `dtNextPallet`,
 * `dtNextDeliveryDump*`) and the last day of the last tariff set (`dtTillMax`): until the next
 * start WB's answer holds, after `dtTillMax` nothing is set yet. So the sync asks for today and
 * then only for the days an announced tariff starts: the answer's next start, while it is within
 * `dtTillMax`, at most FUTURE_DAYS ahead (WB's own example sets tariffs two months ahead:
 * next 2024-02-01, till 2024-03-31) and at most FUTURE_STARTS times per method. A run thus makes
 * at most 1 + FUTURE_STARTS = 4 requests per method, under WB's burst of 5 (60 per minute, burst
 * 5, docs/wb-notes.md#rate-limits), so the limiter never waits for them. A basic token (1 request
 * per hour per method) reads today only.
 */
export const FUTURE_DAYS = 62;
export const FUTURE_STARTS = 3;

/** `last`: the last day (MSK) whose box, pallet and return tariffs are stored. */
export interface TariffsCursor {
  last?: string;
}

/**
 * A row WB answered for `date`; `till`: the last day WB's answer for `date` is known to hold
 * (the day before the next announced start; null: no later change announced).
 */
export type TariffItem = { date: string; till: string | null } & (
  | { kind: 'box'; row: WbBoxTariff }
  | { kind: 'pallet'; row: WbPalletTariff }
  | { kind: 'return'; row: WbReturnTariff }
  | { kind: 'commission'; row: WbCommission }
);

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
 * Writes a page of tariffs: per kind, the versions where WB's values change over the days its
 * answers cover (from the page's first date to the `till` of its last), today's and announced
 * ones alike (versioned.ts). The rows are WB-wide: `target` (the account whose token read them)
 * is not stored.
 */
export async function writeTariffs(client: PoolClient, page: WbPage<TariffItem, unknown>) {
  if (page.rows.length === 0) return 0;
  await lockReference(client, 'tariffs');
  let n = 0;
  for (const kind of Object.keys(SPECS) as Kind[]) {
    const s = SPECS[kind] as Spec<unknown>;
    const items: TariffItem[] = [];
    const rows: CopyValue[][] = [];
    page.rows.forEach((item, i) => {
      if (item.kind !== kind) return;
      const raw = page.raw[i] ?? item.row;
      items.push(item);
      rows.push([
        s.key(item.row),
        item.date,
        ...s.cols.map(([, , get]) => get(item.row)),
        ...s.extra(item.row, raw),
      ]);
    });
    const span = spanOf(items);
    if (span) n += await writeVersions(client, s.target, rows, span);
  }
  return n;
}

/** The days items of one kind cover: from the first one's date to the last one's `till`. */
export function spanOf(items: readonly TariffItem[]): KnownSpan | null {
  if (items.length === 0) return null;
  const first = items.reduce((a, b) => (b.date < a.date ? b : a));
  const last = items.reduce((a, b) => (b.date > a.date ? b : a));
  return { from: first.date, till: last.till };
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

type ByDate = Exclude<Kind, 'commission'>;
interface DatedAnswer {
  warehouseList: unknown[];
  dtTillMax?: string | null;
}
/** Per method: how to ask for a date, and where its answer says the next tariffs start. */
const METHODS: Record<
  ByDate,
  {
    read(c: WbCommonClient, date: string, o?: CallOptions): Promise<WbResponse<DatedAnswer>>;
    starts(data: DatedAnswer): (string | null | undefined)[];
  }
> = {
  box: {
    read: (c, date, o) => c.tariffsBox({ date }, o),
    starts: (d) => [(d as WbBoxTariffs).dtNextBox],
  },
  pallet: {
    read: (c, date, o) => c.tariffsPallet({ date }, o),
    starts: (d) => [(d as WbPalletTariffs).dtNextPallet],
  },
  return: {
    read: (c, date, o) => c.tariffsReturn({ date }, o),
    starts: (d) => {
      const r = d as WbReturnTariffs;
      return [r.dtNextDeliveryDumpKgt, r.dtNextDeliveryDumpSrg, r.dtNextDeliveryDumpSup];
    },
  },
};

/** The earliest start after `date`, or null when none is announced. */
export function nextStart(starts: readonly (string | null | undefined)[], date: string) {
  const later = starts.filter((d): d is string => typeof d === 'string' && d > date).sort();
  return later[0] ?? null;
}

/**
 * Reads one method on `date`. A missed day's answer is stored for that day alone (`till` = the
 * day); today's holds until the day before its next start, and with `future` the announced
 * starts after it are read too (see FUTURE_DAYS), each answer holding until the next start.
 */
async function readDated(
  common: WbCommonClient,
  kind: ByDate,
  first: string,
  at: { today: string; future: boolean },
  page: { rows: TariffItem[]; raw: unknown[] },
  options?: CallOptions,
): Promise<void> {
  const missed = first < at.today;
  for (let step = 0, date = first; ; step++) {
    const answer = await METHODS[kind].read(common, date, options);
    const next = nextStart(METHODS[kind].starts(answer.data), date);
    const till = missed ? date : next && addDays(next, -1);
    const source = rawRows(answer.raw, ['response', 'data', 'warehouseList']);
    answer.data.warehouseList.forEach((row, i) => {
      page.rows.push({ kind, date, till, row } as TariffItem);
      page.raw.push(source[i] ?? row);
    });
    const tillMax = answer.data.dtTillMax;
    if (
      missed ||
      !at.future ||
      answer.data.warehouseList.length === 0 ||
      next === null ||
      step >= FUTURE_STARTS ||
      next > addDays(at.today, FUTURE_DAYS) ||
      (tillMax && next > tillMax)
    ) {
      return;
    }
    date = next;
  }
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
    // A basic token may ask each method once an hour (docs/wb-notes.md#rate-limits): today only.
    const at = { today, future: clients.token?.type !== 'basic' };
    for (const date of tariffDays(from, today)) {
      // Today's page holds the announced tariffs too: the future is replaced as a whole.
      const page = { rows: [] as TariffItem[], raw: [] as unknown[] };
      for (const kind of Object.keys(METHODS) as ByDate[]) {
        await readDated(common, kind, date, at, page, options);
      }
      yield { ...page, cursor: { last: date }, done: false };
    }
    // Commission has no date: the version in force from today.
    const commission = await common.tariffsCommission({ locale: 'ru' }, options);
    const rows = commission.data.report.map((row) => ({
      kind: 'commission' as const,
      date: today,
      till: today,
      row,
    }));
    yield { rows, raw: rawRows(commission.raw, ['report']), cursor: { last: today }, done: true };
  },
  write: (client, _target, page) => writeTariffs(client, page),
};
