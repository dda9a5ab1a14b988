import { listCurrenciesContract } from '@wb/shared/currencies/currencies.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { listCurrencies } from './currencies.service';

/** The currencies reference (global, not per company): any signed-in user may read it. */
export async function currenciesRoutes(app: FastifyInstance) {
  route(app, listCurrenciesContract, async () => listCurrencies(app.db.db));
}
