/**
 * Acceptance of goods at an own warehouse (docs/domain.md#own-warehouse): a draft with expected
 * lines, counting by scan or by hand (defects apart; a size not expected is a surplus), and
 * completion, which posts a receipt of the good units through the ledger in the same transaction
 * (decisions/0008-stock-ledger-fifo.md). Each change is one transaction with one audit row; the
 * acceptance's row lock serialises scans and makes completing twice (or at once) post once.
 */
import {
  hasDiscrepancy,
  type Acceptance,
  type acceptanceCountSchema,
  type acceptanceInputSchema,
} from '@wb/shared/warehouse/acceptance.contract';
import { toMoneyString } from '@wb/shared';
import { mskDate } from '@wb/shared/dates/msk';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import * as repo from './acceptance.repository';
import {
  acceptanceClosed,
  acceptanceNotCounting,
  acceptanceNotDraft,
  acceptanceNotFound,
} from './acceptance.errors';
import { postMovements } from './ledger.service';
import * as ops from './warehouse.repository';
import { bad, stockNegative } from './warehouse.errors';

type Input = ReturnType<typeof acceptanceInputSchema.parse>;
type Count = ReturnType<typeof acceptanceCountSchema.parse>;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export async function getAcceptance(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<Acceptance> {
  const a = await repo.acceptanceRow(db, companyId, id);
  if (!a) throw acceptanceNotFound();
  const [names, rows] = await Promise.all([
    repo.acceptanceNames(db, companyId, a),
    repo.lineView(db, companyId, id),
  ]);
  const lines = rows.map((r) => {
    const [expected, counted, defect] = [Number(r.expected), Number(r.counted), Number(r.defect)];
    return {
      id: String(r.id),
      lineNo: Number(r.line_no),
      accountId: String(r.account_id),
      nmId: Number(r.nm_id),
      chrtId: String(r.chrt_id),
      title: text(r.title),
      vendorCode: text(r.vendor_code),
      size: text(r.tech_size),
      barcode: text(r.barcode),
      expected,
      counted,
      defect,
      unitCost: typeof r.unit_cost === 'string' ? toMoneyString(r.unit_cost) : null,
      difference: counted + defect - expected,
    };
  });
  return {
    id: a.id,
    number: a.number,
    year: a.year,
    status: a.status,
    warehouseId: a.warehouseId,
    warehouse: names.warehouse,
    source: a.source,
    expectedDate: a.expectedDate,
    comment: a.comment,
    author: names.author,
    operationId: a.operationId,
    operationNumber: names.operation_number === null ? null : Number(names.operation_number),
    lines,
    discrepancies: lines.filter(hasDiscrepancy).length,
    createdAt: a.createdAt.toISOString(),
    countingAt: a.countingAt?.toISOString() ?? null,
    completedAt: a.completedAt?.toISOString() ?? null,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
  };
}

/** The warehouse is the company's own, and every expected line a size of its catalogue. */
async function checkInput(tx: Tx, companyId: string, input: Input) {
  const [warehouse] = await ops.warehouseRows(tx, companyId, input.warehouseId);
  if (!warehouse) throw bad('Склад не найден', { warehouseId: ['Склад не найден'] });
  const items = await ops.itemsByKeys(tx, companyId, input.lines);
  const i = input.lines.findIndex((l) => items.get(`${l.accountId}:${l.chrtId}`)?.nmId !== l.nmId);
  if (i >= 0) {
    const message = `Строка ${i + 1}: такого размера нет в каталоге компании (арт. ${input.lines[i]!.nmId})`;
    throw bad(message, { lines: [message] });
  }
}

const header = (input: Input): repo.HeaderValues => ({
  warehouseId: input.warehouseId,
  source: input.source,
  expectedDate: input.expectedDate,
  comment: input.comment || null,
});

const expectedLines = (input: Input): repo.ExpectedValues[] =>
  input.lines.map((l) => ({
    accountId: l.accountId,
    nmId: l.nmId,
    chrtId: l.chrtId,
    expected: l.expected,
    unitCost: l.unitCost ? toMoneyString(l.unitCost.replace(',', '.')) : null,
  }));

export async function createAcceptance(
  database: Database,
  companyId: string,
  input: Input,
  ctx: AuditContext,
): Promise<Acceptance> {
  const id = await database.db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const year = Number(input.expectedDate.slice(0, 4));
    const number = await repo.nextNumber(tx, companyId, year);
    const id = await repo.insertAcceptance(tx, companyId, {
      ...header(input),
      year,
      number,
      authorId: ctx.actorUserId,
    });
    await repo.replaceLines(tx, companyId, id, expectedLines(input));
    await audit(tx, ctx, {
      action: 'acceptance.created',
      entity: 'acceptance',
      entityId: id,
      after: { ...input, number, year },
    });
    return id;
  });
  return getAcceptance(database.db, companyId, id);
}

/** The acceptance locked for a change; refused when it is closed. */
async function open(tx: Tx, companyId: string, id: string) {
  const a = await repo.acceptanceRow(tx, companyId, id, true);
  if (!a) throw acceptanceNotFound();
  if (a.status === 'cancelled') throw acceptanceClosed('cancelled');
  if (a.status === 'done' || a.status === 'done_with_discrepancies') throw acceptanceClosed('done');
  return a;
}

/** Replaces a draft's fields and expected lines; a new year gives it that year's next number. */
export async function updateAcceptance(
  database: Database,
  companyId: string,
  id: string,
  input: Input,
  ctx: AuditContext,
): Promise<Acceptance> {
  await database.db.transaction(async (tx) => {
    const a = await open(tx, companyId, id);
    if (a.status !== 'draft') throw acceptanceNotDraft();
    await checkInput(tx, companyId, input);
    const year = Number(input.expectedDate.slice(0, 4));
    const number = year === a.year ? a.number : await repo.nextNumber(tx, companyId, year);
    await repo.updateAcceptance(tx, companyId, id, { ...header(input), year, number });
    await repo.replaceLines(tx, companyId, id, expectedLines(input));
    await audit(tx, ctx, {
      action: 'acceptance.updated',
      entity: 'acceptance',
      entityId: id,
      after: input,
    });
  });
  return getAcceptance(database.db, companyId, id);
}

const startValues = () => ({ status: 'counting' as const, countingAt: new Date() });

/** Starts counting a draft; one already counting is returned as it is. */
export async function startAcceptance(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<Acceptance> {
  await database.db.transaction(async (tx) => {
    const a = await open(tx, companyId, id);
    if (a.status === 'counting') return;
    await repo.updateAcceptance(tx, companyId, id, startValues());
    await audit(tx, ctx, {
      action: 'acceptance.started',
      entity: 'acceptance',
      entityId: id,
      before: { status: a.status },
      after: { status: 'counting' },
    });
  });
  return getAcceptance(database.db, companyId, id);
}

/**
 * Counts a size (a scan adds one unit, good or defective; a correction sets both numbers). A
 * draft starts counting with its first count.
 */
async function count(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
  find: (tx: Tx) => Promise<{ accountId: string; nmId: number; chrtId: string }>,
  change: { mode: 'add' | 'set'; counted: number; defect: number },
): Promise<Acceptance> {
  await database.db.transaction(async (tx) => {
    const a = await open(tx, companyId, id);
    const key = await find(tx);
    if (a.status === 'draft') await repo.updateAcceptance(tx, companyId, id, startValues());
    await repo.countSize(tx, companyId, id, key, change);
    await audit(tx, ctx, {
      action: 'acceptance.counted',
      entity: 'acceptance',
      entityId: id,
      after: { ...key, ...change },
    });
  });
  return getAcceptance(database.db, companyId, id);
}

export function scanAcceptance(
  database: Database,
  companyId: string,
  id: string,
  scan: { barcode: string; defect: boolean },
  ctx: AuditContext,
): Promise<Acceptance> {
  return count(
    database,
    companyId,
    id,
    ctx,
    async (tx) => {
      const [item] = await ops.itemsByBarcode(tx, companyId, scan.barcode);
      if (!item) {
        const message = `Товар с баркодом ${scan.barcode} не найден`;
        throw bad(message, { barcode: [message] });
      }
      return item;
    },
    { mode: 'add', counted: scan.defect ? 0 : 1, defect: scan.defect ? 1 : 0 },
  );
}

export function setCount(
  database: Database,
  companyId: string,
  id: string,
  input: Count,
  ctx: AuditContext,
): Promise<Acceptance> {
  return count(
    database,
    companyId,
    id,
    ctx,
    async (tx) => {
      const item = (await ops.itemsByKeys(tx, companyId, [input])).get(
        `${input.accountId}:${input.chrtId}`,
      );
      if (item?.nmId !== input.nmId) {
        const message = `Такого размера нет в каталоге компании (арт. ${input.nmId})`;
        throw bad(message, { accountId: [message] });
      }
      return input;
    },
    { mode: 'set', counted: input.counted, defect: input.defect },
  );
}

/** The CHECK on balances, should a path ever skip the ledger's locked check: the same 409. */
function onCheckViolation(error: unknown): never {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  if ((e.constraint ?? e.cause?.constraint) === 'stock_balances_on_hand_check')
    throw stockNegative(['остатка не хватает']);
  throw error;
}

/**
 * Completes counting: a receipt of the good units (each line's cost, else the size's latest
 * cost — refused with COST_UNKNOWN when there is none) is created and posted, and the status is
 * done, or done_with_discrepancies when any line's arrivals differ from the expected or hold
 * defects. A completed acceptance is returned as it is (a repeated click, a retried request, a
 * concurrent one waiting on the row lock).
 */
export async function completeAcceptance(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<Acceptance> {
  await database.db
    .transaction(async (tx) => {
      const a = await repo.acceptanceRow(tx, companyId, id, true);
      if (!a) throw acceptanceNotFound();
      if (a.status === 'done' || a.status === 'done_with_discrepancies') return;
      if (a.status === 'cancelled') throw acceptanceClosed('cancelled');
      if (a.status === 'draft') throw acceptanceNotCounting();
      const lines = await repo.lineRecords(tx, companyId, id);
      const good = lines.filter((l) => l.counted > 0);
      let operationId: string | null = null;
      if (good.length > 0) {
        const date = mskDate();
        const year = Number(date.slice(0, 4));
        operationId = await ops.insertOperation(tx, companyId, {
          kind: 'receipt',
          year,
          number: await ops.nextNumber(tx, companyId, year),
          date,
          warehouseId: a.warehouseId,
          toWarehouseId: null,
          reason: null,
          comment: `Приёмка № ${a.number}/${a.year}: ${a.source}`,
          authorId: ctx.actorUserId,
        });
        await ops.replaceLines(
          tx,
          companyId,
          operationId,
          good.map((l) => ({
            accountId: l.accountId,
            nmId: l.nmId,
            chrtId: l.chrtId,
            quantity: l.counted,
            unitCost: l.unitCost,
          })),
        );
        const op = (await ops.operationRow(tx, companyId, operationId, true))!;
        await postMovements(tx, op, await ops.lineRows(tx, companyId, operationId));
        await ops.updateOperation(tx, companyId, operationId, {
          status: 'posted',
          postedAt: new Date(),
        });
      }
      const discrepancies = lines.filter(hasDiscrepancy);
      const status = discrepancies.length > 0 ? 'done_with_discrepancies' : 'done';
      await repo.updateAcceptance(tx, companyId, id, {
        status,
        operationId,
        completedAt: new Date(),
      });
      await audit(tx, ctx, {
        action: 'acceptance.completed',
        entity: 'acceptance',
        entityId: id,
        before: { status: a.status },
        after: {
          status,
          operationId,
          received: good.reduce((s, l) => s + l.counted, 0),
          discrepancies: discrepancies.map((l) => ({
            nmId: l.nmId,
            chrtId: l.chrtId,
            expected: l.expected,
            counted: l.counted,
            defect: l.defect,
          })),
        },
      });
    })
    .catch(onCheckViolation);
  return getAcceptance(database.db, companyId, id);
}

/** Cancels an acceptance not yet completed; a cancelled one is returned as it is. */
export async function cancelAcceptance(
  database: Database,
  companyId: string,
  id: string,
  ctx: AuditContext,
): Promise<Acceptance> {
  await database.db.transaction(async (tx) => {
    const a = await repo.acceptanceRow(tx, companyId, id, true);
    if (!a) throw acceptanceNotFound();
    if (a.status === 'cancelled') return;
    if (a.status === 'done' || a.status === 'done_with_discrepancies')
      throw acceptanceClosed('done');
    await repo.updateAcceptance(tx, companyId, id, {
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    await audit(tx, ctx, {
      action: 'acceptance.cancelled',
      entity: 'acceptance',
      entityId: id,
      before: { status: a.status },
      after: { status: 'cancelled' },
    });
  });
  return getAcceptance(database.db, companyId, id);
}
