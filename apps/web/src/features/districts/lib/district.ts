import type { District, DistrictContent } from '@wb/shared/districts/districts.contract';
import { isApiError } from '../../../app/query/api-client';

/** The district as PUT takes it (fields, areas and warehouses as stored). */
export const contentOf = (d: District): DistrictContent => ({
  name: d.name,
  shortName: d.shortName,
  abroad: d.abroad,
  position: d.position,
  areas: d.areas,
  warehouses: d.warehouses,
});

/** The server's refusal of a member change: its field messages, else its message. */
export function memberError(error: unknown, field: string): string {
  if (isApiError(error)) return error.fieldErrors?.[field]?.join(' ') ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Options matching a search (case-insensitive), at most `limit`. */
export function matching(options: readonly string[], search: string, limit = 20): string[] {
  const q = search.trim().toLocaleLowerCase('ru');
  if (!q) return [];
  return options.filter((o) => o.toLocaleLowerCase('ru').includes(q)).slice(0, limit);
}
