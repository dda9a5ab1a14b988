/**
 * The uuid fields of a zod 4 schema (classic or mini), found through its definition
 * (`schema._zod.def`): objects, arrays, records, tuples, unions, intersections, pipes and the
 * wrappers (optional, nullable, default, …). A uuid is a string whose `format` is `uuid` (or
 * `guid`), as `z.uuid()` and `z.string().check(z.uuid())` both make it.
 */
import type { $ZodType } from 'zod/v4/core';

interface Def {
  type: string;
  format?: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  valueType?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  innerType?: $ZodType;
  getter?: () => $ZodType;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
}

const UUID_FORMATS = new Set(['uuid', 'guid']);

function isUuid(def: Def): boolean {
  if (def.type !== 'string') return false;
  if (def.format && UUID_FORMATS.has(def.format)) return true;
  return (def.checks ?? []).some((c) => UUID_FORMATS.has(c._zod.def.format ?? ''));
}

/**
 * Paths of the uuid fields under `prefix`: `body.selection.keys[].accountId` (an array's items
 * as `[]`, a record's values as `{}`). Each path once, in the order met.
 */
export function uuidFields(schema: $ZodType | undefined, prefix: string): string[] {
  const found = new Set<string>();
  const walk = (s: $ZodType | undefined, path: string, ancestors: Set<$ZodType>) => {
    if (!s || ancestors.has(s)) return;
    const def = s._zod.def as unknown as Def;
    const inner = new Set(ancestors).add(s);
    const next = (child: $ZodType | undefined | null, p = path) =>
      walk(child ?? undefined, p, inner);
    if (isUuid(def)) found.add(path);
    for (const [key, child] of Object.entries(def.shape ?? {})) next(child, `${path}.${key}`);
    next(def.element, `${path}[]`);
    next(def.valueType, `${path}{}`);
    (def.items ?? []).forEach((child) => next(child, `${path}[]`));
    next(def.rest, `${path}[]`);
    for (const child of [...(def.options ?? []), def.left, def.right, def.in, def.out]) next(child);
    next(def.innerType);
    if (def.type === 'lazy') next(def.getter?.());
  };
  walk(schema, prefix, new Set());
  return [...found];
}
