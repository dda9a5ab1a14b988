import * as z from 'zod/mini';
import { USER_TYPES } from '../access/access';
import { parsePermissionKey } from '../access/permissions';
import { queryInt } from '../contracts/query-int';
import { LIST_LIMITS } from '../list/list-query';

/**
 * The shared schemas are written with zod/mini: the browser downloads only the validators its
 * pages use (docs/decisions/0002-lean-public-pages.md).
 */
export const idParams = z.object({ id: z.uuid() });

export const permissionKeySchema = z
  .string()
  .check(z.refine((v) => parsePermissionKey(v) !== null, { message: 'Нет такого права' }));

export const userTypeSchema = z.enum(USER_TYPES);

/** A list page: 1-based page, at most 100 rows. */
export const pageQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z._default(queryInt('Страница — целое число от 1', 1, LIST_LIMITS.maxPage), 1),
  pageSize: z._default(queryInt('Строк на странице — целое число от 1 до 100', 1, 100), 25),
});

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  });
}

/** Dates travel as ISO 8601 strings. */
export const instantSchema = z.iso.datetime({ offset: true });

export const sessionSchema = z.object({
  id: z.uuid(),
  createdAt: instantSchema,
  lastSeenAt: instantSchema,
  expiresAt: instantSchema,
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  current: z.boolean(),
});
