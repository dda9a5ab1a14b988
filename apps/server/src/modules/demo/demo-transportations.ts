/**
 * The demo's transportations (docs/domain.md#transportations), through the module's own services
 * from the demo's main warehouse: one being packed, one shipped (its shipment takes the units out
 * of the warehouse), and one WB has accepted with a shortage; a logistics group carries the
 * shipped and the accepted one with a cost split by volume.
 *
 * WB's acceptance: the demo writes the synced supply the supplies sync would have read for the
 * demo cabinet (`wb_supplies` with WB status 5 and `wb_supply_goods` per barcode, in the sync's
 * shape, with a supply number of its own), links it and records the acceptance with the
 * service's `checkAcceptance` — the same path the "check WB's acceptance" button takes. The
 * sandbox's own supplies are not used: their goods' barcodes are not the demo's stocked sizes.
 *
 * Idempotent: nothing is added once the company has a transportation; waits for the catalogue
 * and the warehouse's stock like demo-warehouse.ts.
 */
import { mskDate } from '@wb/shared/dates/msk';
import { logisticsGroupInputSchema } from '@wb/shared/transportations/logistics-groups.contract';
import { transportationInputSchema } from '@wb/shared/transportations/transportations.contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AuditContext } from '../audit/audit.service';
import { findCompanyByName } from '../companies/companies.repository';
import { createLogisticsGroup } from '../transportations/logistics-groups.service';
import { transition } from '../transportations/transportation-status.service';
import { createTransportation } from '../transportations/transportations.service';
import { checkAcceptance, linkSupply } from '../transportations/wb-supply.service';
import { findUserByEmail } from '../users/users.repository';
import { firstItems, hasOperations } from '../warehouse/warehouse.repository';
import { listWarehouses } from '../warehouse/warehouse.service';
import { DEMO_COMPANY, DEMO_OWNER_EMAIL } from './demo.seed';

const DAY = 86_400_000;
/** The demo's own WB supply numbers (the sandbox's are of another range). */
const DEMO_SUPPLY_BASE = 770_000_000;

export async function ensureDemoTransportations(database: Database): Promise<string> {
  const company = await findCompanyByName(database.db, DEMO_COMPANY);
  if (!company) return 'demo transportations: none (no demo company)';
  const companyId = company.id;
  const { rows } = await database.db.execute(
    sql`SELECT 1 FROM transportations WHERE company_id = ${companyId} LIMIT 1`,
  );
  if (rows.length > 0) return 'demo transportations: ready';
  const items = (await firstItems(database.db, companyId, 8)).filter((i) => i.barcode);
  if (items.length < 3 || !(await hasOperations(database.db, companyId)))
    return 'demo transportations: they follow once the catalogue and the warehouse are ready';
  const owner = await findUserByEmail(database.db, DEMO_OWNER_EMAIL);
  const ctx: AuditContext = {
    actorUserId: owner?.id ?? null,
    companyId,
    ip: null,
    requestId: null,
  };
  const warehouses = await listWarehouses(database.db, companyId);
  const main = warehouses.find((w) => w.isDefault) ?? warehouses[0]!;
  // One cabinet's goods per transportation: the sizes of the first item's cabinet.
  const sizes = items.filter((i) => i.accountId === items[0]!.accountId);
  const at = (i: number) => sizes[i % sizes.length]!;
  const item = (i: number, boxNo: number, quantity: number) => ({
    nmId: at(i).nmId,
    chrtId: at(i).chrtId,
    boxNo,
    quantity,
  });
  const make = (
    daysAhead: number,
    wbWarehouse: string,
    lines: ReturnType<typeof item>[],
    extra: { volume: string; weight: string; carrier?: string },
  ) =>
    createTransportation(
      database,
      companyId,
      transportationInputSchema.parse({
        accountId: at(0).accountId,
        warehouseId: main.id,
        wbWarehouse,
        plannedDate: mskDate(Date.now() + daysAhead * DAY),
        carrier: extra.carrier ?? 'ТК «Деловые линии»',
        items: lines.filter(
          (l, i, all) => all.findIndex((x) => x.chrtId === l.chrtId && x.boxNo === l.boxNo) === i,
        ),
        pallets: [{ boxNo: 1, palletNo: 1 }],
        volume: extra.volume,
        weight: extra.weight,
      }),
      ctx,
    );
  const move = (id: string, status: 'packing' | 'shipped' | 'delivered', note?: string) =>
    transition(database, companyId, id, { status, note: note ?? null }, ctx);

  const packing = await make(3, 'Электросталь', [item(0, 1, 4), item(1, 1, 2), item(2, 2, 3)], {
    volume: '96.000',
    weight: '14.500',
  });
  await move(packing.id, 'packing', 'Собираем короба');

  const shipped = await make(-2, 'Коледино', [item(1, 1, 3), item(3, 1, 2), item(4, 2, 2)], {
    volume: '120.000',
    weight: '18.200',
  });
  await move(shipped.id, 'packing');
  await move(shipped.id, 'shipped', 'Машина ушла в 9:40');

  const accepted = await make(-6, 'Коледино', [item(0, 1, 3), item(2, 1, 2), item(5, 2, 2)], {
    volume: '80.000',
    weight: '11.700',
  });
  await move(accepted.id, 'packing');
  await move(accepted.id, 'shipped');
  await move(accepted.id, 'delivered');
  const supplyId = String(DEMO_SUPPLY_BASE + accepted.number);
  // WB accepted one unit less of the first size than was shipped.
  await writeAcceptedSupply(
    database,
    companyId,
    accepted.accountId,
    supplyId,
    [
      ...accepted.items
        .reduce((bySize, i) => {
          const prev = bySize.get(i.chrtId);
          bySize.set(i.chrtId, { ...i, quantity: (prev?.quantity ?? 0) + i.quantity });
          return bySize;
        }, new Map<string, (typeof accepted.items)[number]>())
        .values(),
    ].map((i, k) => ({
      barcode: i.barcode!,
      nmId: i.nmId,
      quantity: i.quantity,
      accepted: k === 0 ? i.quantity - 1 : i.quantity,
    })),
  );
  await linkSupply(database, companyId, accepted.id, { supplyId, isPreorder: false }, ctx);
  const done = await checkAcceptance(database, companyId, accepted.id, ctx);

  await createLogisticsGroup(
    database,
    companyId,
    logisticsGroupInputSchema.parse({
      name: 'Рейс на Коледино',
      date: mskDate(Date.now() - 2 * DAY),
      carrier: 'ТК «Деловые линии»',
      vehicle: 'Газель А123ВС 77',
      cost: '18500.00',
      transportationIds: [shipped.id, accepted.id],
    }),
    ctx,
  );
  return `demo transportations: three (packing, shipped, accepted by WB short ${done.shortage}) and a logistics group`;
}

/** The demo cabinet's supply as the supplies sync writes it once WB has accepted it (status 5). */
async function writeAcceptedSupply(
  database: Database,
  companyId: string,
  accountId: string,
  supplyId: string,
  goods: { barcode: string; nmId: number; quantity: number; accepted: number }[],
) {
  const key = `S${supplyId}`;
  const total = (f: 'quantity' | 'accepted') => goods.reduce((s, g) => s + g[f], 0);
  const fact = new Date(Date.now() - DAY).toISOString();
  await database.db.execute(sql`
    INSERT INTO wb_supplies (company_id, account_id, supply_key, supply_id, status_id,
                             warehouse_name, supply_date, fact_date, quantity, accepted_quantity, raw)
    VALUES (${companyId}, ${accountId}, ${key}, ${supplyId}, 5, 'Коледино', ${fact}, ${fact},
            ${total('quantity')}, ${total('accepted')}, '{"demo": true}')
    ON CONFLICT (account_id, supply_key) DO NOTHING`);
  for (const g of goods)
    await database.db.execute(sql`
      INSERT INTO wb_supply_goods (company_id, account_id, supply_key, barcode, nm_id, quantity,
                                   accepted_quantity, raw)
      VALUES (${companyId}, ${accountId}, ${key}, ${g.barcode}, ${g.nmId}, ${g.quantity},
              ${g.accepted}, '{"demo": true}')
      ON CONFLICT DO NOTHING`);
}
