/**
 * What the contracts of the product page (product.contract.ts) share: the nmID of the path, the
 * `?account=` choice of the card, money fields and the permissions.
 */
import * as z from 'zod/mini';

/** The nmID as the path carries it; anything that is no nmID of the company answers 404. */
export const productParams = z.object({ nmId: z.string() });
/** Which WB account's card, when the company has the nmID in more than one. */
export const accountField = z.optional(z.uuid({ message: 'Кабинет — идентификатор кабинета WB' }));
export const accountQuery = z.object({ account: accountField });

export const money = z.string();
export const nullableMoney = z.nullable(z.string());

export const view = {
  permission: { subject: 'product', action: 'view' },
  tag: 'products',
} as const;
export const edit = {
  permission: { subject: 'product', action: 'edit' },
  tag: 'products',
} as const;
