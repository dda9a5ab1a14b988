import {
  filterGroupSchema,
  isGroup,
  LIST_LIMITS,
  type Condition,
  type FilterGroup,
  type Sort,
} from './list-query';

export const DENSITIES = ['compact', 'standard', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];

/** Everything a user can change about a grid; kept in the URL so a view can be shared. */
export interface ViewState {
  filter?: FilterGroup;
  sort: Sort[];
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Visible columns in display order; undefined: the resource's defaults. */
  columns?: string[];
  /** Column widths in px that differ from the defaults. */
  widths: Record<string, number>;
  pins: { left: string[]; right: string[] };
  density: Density;
}

export const DEFAULT_VIEW: ViewState = {
  sort: [],
  page: 1,
  pageSize: 50,
  widths: {},
  pins: { left: [], right: [] },
  density: 'standard',
};

// Compact filter form: a group is ['&' | '|', ...items], a condition [field, op, value?].
type Packed = [string, ...unknown[]];

function pack(group: FilterGroup): Packed {
  return [
    group.op === 'and' ? '&' : '|',
    ...group.items.map((item) =>
      isGroup(item)
        ? pack(item)
        : item.value === undefined
          ? [item.field, item.op]
          : [item.field, item.op, item.value],
    ),
  ];
}

function unpack(packed: unknown, depth = 0): FilterGroup | null {
  if (!Array.isArray(packed) || depth > LIST_LIMITS.maxDepth) return null;
  const [op, ...rest] = packed as unknown[];
  if (op !== '&' && op !== '|') return null;
  const items: (Condition | FilterGroup)[] = [];
  for (const item of rest) {
    if (!Array.isArray(item)) return null;
    if (item[0] === '&' || item[0] === '|') {
      const group = unpack(item, depth + 1);
      if (!group) return null;
      items.push(group);
    } else {
      const [field, condOp, value] = item as [unknown, unknown, unknown];
      if (typeof field !== 'string' || typeof condOp !== 'string') return null;
      items.push(
        item.length > 2
          ? { field, op: condOp, value: value as Condition['value'] }
          : { field, op: condOp },
      );
    }
  }
  const group: FilterGroup = { op: op === '&' ? 'and' : 'or', items };
  return filterGroupSchema.safeParse(group).success ? group : null;
}

// base64url over UTF-8, written out: this package runs without DOM or Node globals.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function utf8(text: string): number[] {
  const escaped = encodeURIComponent(text);
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i++) {
    if (escaped[i] === '%') {
      bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(escaped.charCodeAt(i));
  }
  return bytes;
}

function toBase64Url(text: string): string {
  const bytes = utf8(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): string {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) throw new Error('not base64url');
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 255);
    }
  }
  return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
}

/** The filter tree as one URL-safe token (base64url of the compact form). */
export function encodeFilter(group: FilterGroup): string {
  return toBase64Url(JSON.stringify(pack(group)));
}

/** The filter tree of a token; null for anything malformed (a hand-edited URL). */
export function decodeFilter(token: string): FilterGroup | null {
  try {
    return unpack(JSON.parse(fromBase64Url(token)));
  } catch {
    return null;
  }
}

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const keys = (text: string | null): string[] =>
  text && text !== '~' ? text.split(',').filter((k) => KEY.test(k)) : [];

/**
 * The view as URL parameters (only what differs from the defaults): `f` filter, `s` sort
 * (`-date,price`), `p` page, `n` page size, `c` columns, `w` widths (`date:120`), `pl`/`pr`
 * pins, `d` density.
 */
export function encodeViewState(
  state: ViewState,
  defaults: ViewState = DEFAULT_VIEW,
): Record<string, string> {
  const map = new Map<string, string>();
  const out = { set: (k: string, v: string) => map.set(k, v) };
  if (state.filter && state.filter.items.length > 0) out.set('f', encodeFilter(state.filter));
  const sort = state.sort.map((s) => (s.dir === 'desc' ? `-${s.field}` : s.field)).join(',');
  const defaultSort = defaults.sort
    .map((s) => (s.dir === 'desc' ? `-${s.field}` : s.field))
    .join(',');
  if (sort !== defaultSort) out.set('s', sort || '~');
  if (state.page !== 1) out.set('p', String(state.page));
  if (state.pageSize !== defaults.pageSize) out.set('n', String(state.pageSize));
  if (state.columns) out.set('c', state.columns.join(','));
  const widths = Object.entries(state.widths)
    .filter(([k, w]) => KEY.test(k) && Number.isInteger(w))
    .map(([k, w]) => `${k}:${w}`)
    .join(',');
  if (widths) out.set('w', widths);
  // Pins, like the sort, are written when they differ from the defaults ('~' = none).
  for (const [name, side] of [
    ['pl', 'left'],
    ['pr', 'right'],
  ] as const) {
    const value = state.pins[side].join(',');
    if (value !== defaults.pins[side].join(',')) out.set(name, value || '~');
  }
  if (state.density !== defaults.density) out.set('d', state.density[0]!);
  return Object.fromEntries(map);
}

/** The view of URL parameters; whatever is missing or malformed falls back to the defaults. */
export function decodeViewState(
  params: { get: (name: string) => string | null },
  defaults: ViewState = DEFAULT_VIEW,
): ViewState {
  const f = params.get('f');
  const filter = f ? decodeFilter(f) : null;
  const s = params.get('s');
  const sort =
    s === null
      ? defaults.sort
      : s === '~'
        ? []
        : s
            .split(',')
            .map((part) => ({
              field: part.replace(/^-/, ''),
              dir: part.startsWith('-') ? ('desc' as const) : ('asc' as const),
            }))
            .filter((x) => KEY.test(x.field))
            .slice(0, LIST_LIMITS.maxSort);
  const int = (name: string, fallback: number, max: number) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
  };
  const widths: Record<string, number> = {};
  for (const part of (params.get('w') ?? '').split(',')) {
    const [k, w] = part.split(':');
    const n = Number(w);
    if (k && KEY.test(k) && Number.isInteger(n) && n >= 40 && n <= 2000) widths[k] = n;
  }
  const d = params.get('d');
  const density = DENSITIES.find((x) => x[0] === d) ?? defaults.density;
  const c = params.get('c');
  const state: ViewState = {
    sort,
    page: int('p', 1, LIST_LIMITS.maxPage),
    pageSize: int('n', defaults.pageSize, LIST_LIMITS.maxPageSize),
    widths,
    pins: {
      left: params.get('pl') === null ? defaults.pins.left : keys(params.get('pl')),
      right: params.get('pr') === null ? defaults.pins.right : keys(params.get('pr')),
    },
    density,
  };
  if (filter) state.filter = filter;
  if (c !== null) state.columns = keys(c);
  else if (defaults.columns) state.columns = defaults.columns;
  return state;
}

/** The parameter names the view uses (to replace them without touching others). */
export const VIEW_PARAMS = ['f', 's', 'p', 'n', 'c', 'w', 'pl', 'pr', 'd'] as const;
