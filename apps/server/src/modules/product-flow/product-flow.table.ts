import { bigint, date, foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sameCompany } from '../../db/columns';
import { products } from '../products/products.table';
import { wbAccounts } from '../wb-accounts/wb-accounts.table';
import { accountTenant } from '../sync/tenant-columns.table';

const units = (name: string) => integer(name).notNull().default(0);

/**
 * The own-warehouse side of the product flow (docs/domain.md#product-flow): the stock ledger's
 * movements (`stock_movements`) summed per company × cabinet × product × day of their
 * operation, by the operation's kind. Kept by the statement trigger on stock_movements
 * (migration 0028), in the transaction that writes the movements, whoever writes them; the
 * ledger is append-only, so inserts are all it sees. A cancellation's reversing movements carry
 * the operation's day and kind, so a cancelled operation nets out of its day.
 *
 * In-kinds are positive units, out-kinds positive units out; `net` is their signed sum (= the
 * change of the product's own stock that day, over all own warehouses).
 */
export const ownFlowDaily = pgTable(
  'own_flow_daily',
  {
    ...accountTenant(),
    nmId: bigint('nm_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    receipts: units('receipts'),
    /** Returns from WB to an own warehouse. */
    returns: units('returns'),
    writeOffs: units('write_offs'),
    /** Shipments to WB (out of own warehouses). */
    shipments: units('shipments'),
    /** Inventory counts: surplus − shortage. */
    inventory: units('inventory'),
    /** Moves between own warehouses: in − out (0 over all own warehouses). */
    moves: units('moves'),
    net: units('net'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.accountId, t.nmId, t.day] }),
    // Deleting a card deletes its movements (a cascade), and so its rows here.
    foreignKey({
      columns: [t.accountId, t.nmId],
      foreignColumns: [products.accountId, products.nmId],
    }).onDelete('cascade'),
    // The cabinet is the company's own (docs/budgets.md#tenant-isolation-and-access-control).
    sameCompany('own_flow_daily', t.companyId, t.accountId, wbAccounts),
  ],
);
