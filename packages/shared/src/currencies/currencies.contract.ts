import * as z from 'zod/mini';
import { defineContract } from '../contracts/define';

/** A currency the product knows (ISO 4217); RUB is the accounting currency. */
export const currencySchema = z.object({ code: z.string(), name: z.string() });
export type Currency = z.infer<typeof currencySchema>;

/** The currencies to choose from (cost prices, finance): RUB first, then by code. */
export const listCurrenciesContract = defineContract({
  signedIn: true,
  tag: 'currencies',
  method: 'GET',
  path: '/api/currencies',
  summary: 'Currencies the product knows (ISO 4217 code and name)',
  response: z.array(currencySchema),
});
