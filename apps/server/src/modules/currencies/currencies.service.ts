import type { DbOrTx } from '../../db/client';
import * as repo from './currencies.repository';

/** The currencies reference, RUB first, then by code. */
export function listCurrencies(db: DbOrTx): Promise<{ code: string; name: string }[]> {
  return repo.listCurrencies(db);
}
