/**
 * The demo company's own warehouses (docs/domain.md#own-warehouse): two warehouses and, once the
 * catalogue has been synced from the WB sandbox, a month of operations through the module's own
 * services — receipts with costs, moves, write-offs, a shipment to WB, a return, an inventory
 * count and a cancelled operation — and two acceptances (demo-acceptance.ts), so /warehouse, its
 * journal and /warehouse/acceptance show real work. Idempotent: runs at every start and does
 * nothing once the operations exist. `npm start` syncs the demo catalogue first
 * (demo-catalogue.ts), so this happens on the very first start.
 */
import { mskDate } from '@wb/shared/dates/msk';
import type { OperationInput, OperationKind } from '@wb/shared/warehouse/warehouse.contract';
import type { Database } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import { findCompanyByName } from '../companies/companies.repository';
import { cancelOperation, createOperation, postOperation } from '../warehouse/operations.service';
import { firstItems, hasOperations } from '../warehouse/warehouse.repository';
import { createWarehouse, listWarehouses } from '../warehouse/warehouse.service';
import { ensureDemoAcceptances } from './demo-acceptance';
import { DEMO_COMPANY } from './demo.seed';

const DAY = 86_400_000;

export async function ensureDemoWarehouse(database: Database): Promise<string> {
  const company = await findCompanyByName(database.db, DEMO_COMPANY);
  if (!company) return 'demo warehouse: none (no demo company)';
  const ctx: AuditContext = { actorUserId: null, companyId: company.id, ip: null, requestId: null };
  let warehouses = await listWarehouses(database.db, company.id);
  if (warehouses.length === 0) {
    await createWarehouse(
      database,
      company.id,
      { name: 'Основной склад', address: 'Москва, ул. Складская, 7', type: 'own', isDefault: true },
      ctx,
    );
    await createWarehouse(
      database,
      company.id,
      { name: 'Склад в Подольске', address: 'Подольск, Домодедовское ш., 20', type: 'own' },
      ctx,
    );
    warehouses = await listWarehouses(database.db, company.id);
  }
  const items = await firstItems(database.db, company.id, 8);
  const main = warehouses.find((w) => w.isDefault)?.id ?? warehouses[0]!.id;
  if (await hasOperations(database.db, company.id)) {
    // A demo started before acceptances existed gets them at its next start.
    const added = await ensureDemoAcceptances(database, company.id, main, items, ctx);
    return added ? 'demo warehouse: ready; two acceptances added' : 'demo warehouse: ready';
  }
  if (items.length === 0) {
    return 'demo warehouse: two warehouses; operations follow once the catalogue is synced';
  }
  const second = warehouses.find((w) => w.id !== main)!.id;
  const date = (daysAgo: number) => mskDate(Date.now() - daysAgo * DAY);
  const line = (i: number, quantity: number, unitCost?: string) => {
    const item = items[i % items.length]!;
    return { accountId: item.accountId, nmId: item.nmId, chrtId: item.chrtId, quantity, unitCost };
  };
  const op = async (
    kind: OperationKind,
    daysAgo: number,
    rest: Partial<OperationInput>,
    post = true,
  ) => {
    // A small catalogue wraps around: a size is listed once per operation.
    const lines = (rest.lines ?? []).filter(
      (l, i, all) =>
        all.findIndex((x) => x.chrtId === l.chrtId && x.accountId === l.accountId) === i,
    );
    const created = await createOperation(
      database,
      company.id,
      { kind, date: date(daysAgo), warehouseId: main, ...rest, lines },
      ctx,
    );
    return post ? postOperation(database, company.id, created.id, ctx) : created;
  };
  const all = items.map((_, i) => i);
  await op('receipt', 30, {
    comment: 'Поставка от фабрики',
    lines: all.map((i) => line(i, 40, `${350 + i * 25}.00`)),
  });
  await op('receipt', 24, {
    warehouseId: second,
    comment: 'Поставка от второго поставщика',
    lines: all.slice(0, 4).map((i) => line(i, 20, `${380 + i * 25}.50`)),
  });
  await op('receipt', 20, {
    comment: 'Допоставка по более высокой цене',
    lines: all.slice(0, 3).map((i) => line(i, 15, `${420 + i * 25}.00`)),
  });
  await op('move', 18, {
    toWarehouseId: second,
    comment: 'Пополнение Подольска',
    lines: all.slice(2, 6).map((i) => line(i, 10)),
  });
  await op('shipment', 15, {
    comment: 'Отгрузка на склад WB Коледино',
    lines: all.map((i) => line(i, 12)),
  });
  await op('writeOff', 12, { reason: 'Брак при приёмке', lines: [line(0, 2), line(3, 1)] });
  const wrong = await op('writeOff', 10, { reason: 'Пересорт', lines: [line(1, 5)] });
  await cancelOperation(database, company.id, wrong.id, ctx);
  await op('return', 8, { comment: 'Возврат с WB', lines: [line(2, 3), line(4, 2)] });
  await op('inventory', 4, {
    comment: 'Инвентаризация основного склада',
    lines: all.slice(0, 4).map((i) => line(i, 30 - i, '400.00')),
  });
  await op('shipment', 2, {
    warehouseId: second,
    comment: 'Отгрузка на WB Подольск',
    lines: all.slice(2, 5).map((i) => line(i, 4)),
  });
  await op(
    'receipt',
    1,
    {
      comment: 'Ожидаемая поставка (черновик)',
      lines: all.slice(4).map((i) => line(i, 25, '360.00')),
    },
    false,
  );
  await ensureDemoAcceptances(database, company.id, main, items, ctx);
  return `demo warehouse: two warehouses, a month of operations on ${items.length} sizes and two acceptances`;
}
