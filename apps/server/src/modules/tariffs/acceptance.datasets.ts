import type { WbAcceptanceCoefficient } from '@wb/wb/clients/common';
import { rawRows, type WbPage } from '@wb/wb/iterators/raw';
import type { PoolClient } from 'pg';
import { copyStage, stageOf, type CopyValue, type MergeTarget } from '../sync/copy-merge';
import type { SyncDataset } from '../sync/dataset';
import { lockReference } from './versioned';

type Col = readonly [name: string, type: string, get: (r: WbAcceptanceCoefficient) => CopyValue];

/**
 * `date` is a date-time at midnight UTC (docs/wb-notes.md#acceptance-coefficients): its calendar
 * date.
 */
const dayOf = (r: WbAcceptanceCoefficient) => r.date?.slice(0, 10) ?? null;

const KEY: readonly Col[] = [
  ['warehouse_id', 'bigint', (r) => r.warehouseID],
  ['date', 'date', dayOf],
  // Absent for "QR-поставка с коробами": 0, so it can be part of the key.
  ['box_type_id', 'integer', (r) => r.boxTypeID ?? 0],
];
/** Compared: a change of any of these is a new state. */
const VALUES: readonly Col[] = [
  ['coefficient', 'numeric', (r) => String(r.coefficient)],
  ['allow_unload', 'boolean', (r) => r.allowUnload],
  ['storage_coef', 'numeric', (r) => r.storageCoef],
  ['delivery_coef', 'numeric', (r) => r.deliveryCoef],
  ['delivery_base_liter', 'numeric', (r) => r.deliveryBaseLiter],
  ['delivery_additional_liter', 'numeric', (r) => r.deliveryAdditionalLiter],
  ['storage_base_liter', 'numeric', (r) => r.storageBaseLiter],
  ['storage_additional_liter', 'numeric', (r) => r.storageAdditionalLiter],
];
const EXTRA: readonly Col[] = [
  ['warehouse_name', 'text', (r) => r.warehouseName],
  ['is_sorting_center', 'boolean', (r) => r.isSortingCenter],
];
const COLS = [...KEY, ...VALUES, ...EXTRA];

const target: MergeTarget = {
  table: 'wb_acceptance_coefficients',
  columns: [...COLS.map(([n, t]) => [n, t] as const), ['raw', 'jsonb']],
  key: KEY.map(([n]) => n),
};

const names = (cols: readonly Col[], alias = '') => cols.map(([n]) => `${alias}${n}`).join(', ');
const tuple = (alias: string) => `(${names(VALUES, `${alias}.`)})`;

/**
 * Writes one answer of the coefficients: a change row for every key whose values differ from
 * the current ones (or that is new), then the current table. Keys WB no longer lists (past days,
 * or everything while the method is switched off) are left as they are.
 */
export async function writeAcceptance(
  client: PoolClient,
  page: WbPage<WbAcceptanceCoefficient, unknown>,
): Promise<number> {
  const rows = page.rows
    .map((r, i) => [...COLS.map(([, , get]) => get(r)), (page.raw[i] ?? r) as CopyValue])
    .filter((row) => row[1] !== null);
  if (rows.length === 0) return 0;
  await lockReference(client, 'acceptance');
  await copyStage(client, target, rows);
  const key = names(KEY);
  const stage = `(SELECT DISTINCT ON (${key}) * FROM ${stageOf(target)} ORDER BY ${key}, ord DESC)`;
  const changes = await client.query(
    `INSERT INTO wb_acceptance_coefficient_changes
            (${key}, ${names(VALUES)}, prev_coefficient, prev_allow_unload)
     SELECT ${names(KEY, 's.')}, ${names(VALUES, 's.')}, c.coefficient, c.allow_unload
       FROM ${stage} s
       LEFT JOIN wb_acceptance_coefficients c
         ON c.warehouse_id = s.warehouse_id AND c.date = s.date AND c.box_type_id = s.box_type_id
      WHERE c.warehouse_id IS NULL OR ${tuple('c')} IS DISTINCT FROM ${tuple('s')}`,
  );
  const all = [...COLS, ['raw', 'jsonb', () => null] as const];
  const current = await client.query(
    `INSERT INTO wb_acceptance_coefficients (${names(all)})
     SELECT ${names(all)} FROM ${stage} s
     ON CONFLICT (${key}) DO UPDATE
        SET ${[...VALUES, ...EXTRA, ['raw'] as const].map(([n]) => `${n} = EXCLUDED.${n}`).join(', ')},
            changed_at = CASE WHEN ${tuple('wb_acceptance_coefficients')}
                                   IS DISTINCT FROM ${tuple('EXCLUDED')}
                              THEN now() ELSE wb_acceptance_coefficients.changed_at END
      WHERE wb_acceptance_coefficients.raw IS DISTINCT FROM EXCLUDED.raw`,
  );
  return (changes.rowCount ?? 0) + (current.rowCount ?? 0);
}

export const acceptanceDataset: SyncDataset<Record<string, never>, WbAcceptanceCoefficient> = {
  key: 'acceptance',
  category: null,
  intervalMinutes: 60,
  initialCursor: () => ({}),
  async *pages(clients, _from, signal) {
    // One answer: the next 14 days of every warehouse. Switched off by WB since 15.08.2026
    // (docs/wb-notes.md#hidden-warehouses): then it is empty and nothing stored is touched.
    const answer = await clients.common.acceptanceCoefficients({}, signal ? { signal } : {});
    yield { rows: answer.data, raw: rawRows(answer.raw), cursor: {}, done: true };
  },
  write: (client, _target, page) => writeAcceptance(client, page),
};
