/**
 * Invalid `list` parameters of a declared list (docs/architecture.md#lists-and-reports): the
 * OpenAPI document only says "a string of at most 8000 characters", the declaration's columns
 * say what a filter of each column takes, so the junk reaches each column type's checks and the
 * SQL behind them. Values at the edge of what the checks accept (16-digit decimals, far dates)
 * are sent too: they must be answered, not crash a cast.
 */
import { LIST_LIMITS, OPERATORS, type ColumnDef, type ListDeclaration } from '@wb/shared';
import { nested, pick, type Random } from './values';

export interface ListJunk {
  label: string;
  /** The parameter's JSON text (not yet encoded). */
  value: string;
}

const BAD_BY_TYPE: Record<ColumnDef['type'], [string, unknown][]> = {
  date: [
    ['impossible date', '2099-02-30'],
    ['impossible date', '2024-13-01'],
    ['impossible date', '99999-01-01'],
    ['impossible date', '0000-00-00'],
    ['edge value', '0001-01-01'],
    ['edge value', '9999-12-31'],
    ['wrong type', 20240101],
  ],
  number: [
    ['huge number', '1e400'],
    ['huge number', 1e308],
    ['edge value', '9999999999999999.9999'],
    ['edge value', '-9999999999999999'],
    ['wrong type', 'abc'],
    ['wrong type', true],
  ],
  money: [],
  text: [
    ['huge string', 'ж'.repeat(LIST_LIMITS.maxText + 1)],
    ['control characters', 'a\u0001\u001b[2Jb'],
    ['surrogates', 'a\ud800'],
    ['edge value', '%_\\\'"'],
    ['wrong type', 42],
    ['too short', ''],
  ],
  enum: [
    ['not in enum', 'NOT_AN_OPTION'],
    ['wrong type', 1],
  ],
  tags: [
    ['junk id', 'not-a-tag'],
    ['too short', ''],
  ],
  image: [['wrong type', 'x']],
};
BAD_BY_TYPE.money = BAD_BY_TYPE.number;

const LIST_OPS = new Set(['in', 'hasAny', 'hasAll', 'hasNone']);

/** A condition on `column` with a bad value shaped for the operator (a list, a pair, one value). */
function condition(column: ColumnDef, op: string, value: unknown) {
  const shaped = LIST_OPS.has(op) ? [value] : op === 'between' ? [value, value] : value;
  return { field: column.key, op, value: shaped };
}

const filterOf = (...items: unknown[]) => ({ filter: { op: 'and', items } });
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function cursorProbes(list: ListDeclaration): ListJunk[] {
  // A cursor's values become typed parameters: a date that is no date must not reach the cast.
  const date = list.columns.find((c) => c.type === 'date' && c.sortable);
  if (!date) return [];
  const ts = '2099-02-30 10:00:00+00';
  const tails = [[], ['1'], ['00000000-0000-4000-8000-000000000000'], ['1', '1']];
  return tails.map((tail) => ({
    label: `impossible date @ cursor (${1 + tail.length} keys)`,
    value: JSON.stringify({ sort: [{ field: date.key, dir: 'desc' }], after: b64([ts, ...tail]) }),
  }));
}

/** The junk `list` parameters of `list`: the request's shape, then each column type's values. */
export function listJunk(list: ListDeclaration, random: Random): ListJunk[] {
  const first = list.columns.find((c) => c.filterable) ?? list.columns[0]!;
  const ok = condition(first, OPERATORS[first.type][0] ?? 'eq', 'x');
  const out: ListJunk[] = [
    { label: 'malformed JSON', value: '{"filter":' },
    { label: 'wrong type: array', value: '[]' },
    { label: 'wrong type: null', value: 'null' },
    { label: 'wrong type: filter', value: '{"filter":"x"}' },
    { label: 'wrong type: sort', value: '{"sort":{"field":"x"}}' },
    { label: 'huge number: page', value: '{"page":1e400}' },
    { label: 'huge number: pageSize', value: '{"pageSize":9007199254740993}' },
    { label: 'out of range: page', value: '{"page":0}' },
    { label: 'deep nesting: 40', value: JSON.stringify({ filter: nested(40) }) },
    {
      label: 'deep nesting: groups',
      value: JSON.stringify(filterOf(filterOf(filterOf(filterOf(ok).filter).filter).filter)),
    },
    {
      label: 'too many items: conditions',
      value: JSON.stringify(
        filterOf(...Array.from({ length: LIST_LIMITS.maxConditions + 1 }, () => ok)),
      ),
    },
    {
      label: 'too many items: values',
      value: JSON.stringify(
        filterOf({ ...ok, op: 'in', value: Array.from({ length: 101 }, () => 'x') }),
      ),
    },
    { label: 'junk id: unknown column', value: JSON.stringify(filterOf({ ...ok, field: 'nope' })) },
    { label: 'junk id: unknown operator', value: JSON.stringify(filterOf({ ...ok, op: 'regex' })) },
    { label: 'junk id: unknown sort', value: '{"sort":[{"field":"nope","dir":"asc"}]}' },
    {
      label: 'not in enum: sort direction',
      value: `{"sort":[{"field":"${first.key}","dir":"up"}]}`,
    },
    { label: 'junk id: unknown visible column', value: '{"columns":["nope"]}' },
    { label: 'junk id: cursor', value: '{"after":"not a cursor"}' },
    { label: 'wrong type: cursor', value: JSON.stringify({ after: b64({ a: 1 }) }) },
    { label: 'extra fields', value: '{"fuzz":1,"__proto__":{"x":1}}' },
    ...cursorProbes(list),
  ];
  const columns = list.columns.filter((c) => c.filterable);
  // Every column type present, then a seeded choice of further columns.
  const byType = new Map(columns.map((c) => [c.type, c]));
  const chosen = new Set([...byType.values(), ...pick(random, columns, 4)]);
  for (const column of chosen) {
    for (const [label, value] of pick(random, BAD_BY_TYPE[column.type], 3)) {
      const ops = OPERATORS[column.type] as readonly string[];
      const op = pick(random, ops.length ? ops : ['eq'], 1)[0]!;
      out.push({
        label: `${label} @ list.filter.${column.key} ${op}`,
        value: JSON.stringify(filterOf(condition(column, op, value))),
      });
    }
  }
  const unsortable = list.columns.find((c) => !c.sortable);
  if (unsortable) {
    out.push({
      label: 'junk id: unsortable column',
      value: JSON.stringify({ sort: [{ field: unsortable.key, dir: 'asc' }] }),
    });
  }
  return out;
}
