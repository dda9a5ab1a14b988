import type { WbAdSpend } from '@wb/wb/clients/advert';
import { rawRows } from '@wb/wb/iterators/raw';
import { copyMerge, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset } from '../sync/dataset';
import { mskDate } from '@wb/shared/dates/msk';
import { refreshPnl } from '../income/pnl-rollup';

const DAY_MS = 86_400_000;
/**
 * WB's longest period for `/adv/v1/upd` (docs/wb-notes.md#ad-spend): 31 days, both ends included.
 */
const WINDOW_DAYS = 31;
/** Days read again on the next run: documents of the last days may still be added. */
export const AD_SPEND_LOOKBACK_DAYS = 3;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The first Moscow day not read yet (or read again). */
export interface AdSpendCursor {
  from: string;
}

type Col = readonly [name: string, type: string, get: (r: WbAdSpend) => CopyValue];

const COLS: readonly Col[] = [
  ['date', 'date', (r) => mskDate(Date.parse(r.updTime!))],
  ['upd_time', 'timestamptz', (r) => r.updTime],
  ['upd_num', 'numeric(20,0)', (r) => r.updNum ?? '0'],
  ['campaign_id', 'bigint', (r) => r.advertId],
  ['campaign_name', 'text', (r) => r.campName],
  ['campaign_type', 'integer', (r) => r.advertType],
  ['campaign_status', 'integer', (r) => r.advertStatus],
  ['amount', 'numeric', (r) => r.updSum],
  ['payment_type', 'text', (r) => r.paymentType],
];

const target: MergeTarget = {
  table: 'ad_spend',
  columns: [
    ['company_id', 'uuid'],
    ['account_id', 'uuid'],
    ...COLS.map(([n, t]) => [n, t] as const),
    ['raw', 'jsonb'],
  ],
  key: ['account_id', 'campaign_id', 'upd_time', 'upd_num'],
};

/**
 * Ad spend documents (`GET /adv/v1/upd`, docs/wb-notes.md#ad-spend) in windows of 31 Moscow days
 * from the account's history start to today; each run then reads again the last few days.
 */
export const adSpendDataset: SyncDataset<AdSpendCursor, WbAdSpend> = {
  key: 'adSpend',
  category: 'promotion',
  intervalMinutes: 24 * 60,
  initialCursor: (historyStart) => ({ from: mskDate(historyStart) }),
  async *pages(clients, cursor, signal) {
    const today = mskDate();
    let from = isDay(cursor?.from) && cursor.from <= today ? cursor.from : today;
    for (;;) {
      const end = addDays(from, WINDOW_DAYS - 1);
      const to = end < today ? end : today;
      const { data, raw } = await clients.advert.spend({ from, to }, signal ? { signal } : {});
      const done = to === today;
      const next = done ? addDays(today, 1 - AD_SPEND_LOOKBACK_DAYS) : addDays(to, 1);
      yield { rows: data, raw: rawRows(raw), cursor: { from: next }, done };
      if (done) return;
      from = next;
    }
  },
  async write(client, t, page) {
    // A document without its time has no key (none seen so far).
    const rows = page.rows.flatMap((r, i) =>
      r.updTime
        ? [[t.companyId, t.accountId, ...COLS.map(([, , get]) => get(r)), page.raw[i] ?? r]]
        : [],
    );
    const n = await copyMerge(client, target, rows);
    // The P&L rollup's advertising of the documents' days.
    await refreshPnl(client, t.companyId);
    return n;
  },
};
