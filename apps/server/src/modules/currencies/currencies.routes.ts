import { listCurrenciesContract } from '@wb/shared/currencies/currencies.contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';

/** The currencies reference (global, not per company): any signed-in user may read it. */
export async function currenciesRoutes(app: FastifyInstance) {
  route(app, listCurrenciesContract, async () => {
    const { rows } = await app.db.db.execute<{ code: string; name: string }>(sql`
      SELECT code, name FROM currencies ORDER BY code <> 'RUB', code`);
    return rows.map((r) => ({ code: r.code.trim(), name: r.name }));
  });
}
