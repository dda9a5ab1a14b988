/**
 * The classes of invalid input the fuzz test sends, as values for one place of a request, chosen
 * from that place's JSON schema (as the OpenAPI document states it). A small seeded generator
 * picks among the variants of a class, so a failure reproduces with the same seed.
 */

/** A JSON schema node of the OpenAPI document (the parts the generator reads). */
export interface SchemaNode {
  type?: string | string[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

/** mulberry32: a tiny deterministic PRNG (uniform in [0, 1)). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of a text (FNV-1a), to seed one operation's generator. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export type Random = () => number;

/** `n` distinct elements of `items`, in a seeded order. */
export function pick<T>(random: Random, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0)
    out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

/**
 * A JSON number the serializer cannot write (1e400 parses as Infinity, 2^53+1 loses precision):
 * the body is written with `rawJson`, which puts the literal in place of the marker string.
 */
export const raw = (literal: string) => `\u0000raw:${literal}\u0000`;
export const rawJson = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0000raw:([^\\]+)\\u0000"/g, '$1');

/** Where a value goes: a JSON body keeps types; a path or query value is always text. */
export type Place = 'body' | 'text';

export interface BadValue {
  /** The class of invalid input (one of those the test's header lists), with the variant. */
  label: string;
  value: unknown;
}

export const types = (s: SchemaNode): Set<string> => {
  const out = new Set<string>();
  const add = (t: string | string[] | undefined) => [t ?? []].flat().forEach((x) => out.add(x));
  add(s.type);
  for (const branch of s.anyOf ?? []) types(branch).forEach((t) => out.add(t));
  if (out.size === 0 && s.properties) out.add('object');
  return out;
};

/** The string branch of a schema (itself, or the string member of a union). */
export const stringBranch = (s: SchemaNode): SchemaNode | undefined =>
  types(s).has('string') && !s.anyOf ? s : s.anyOf?.find((b) => types(b).has('string'));

/** A well-formed id that no row has. */
export const ABSENT_ID = '7e1f0c2a-9b3d-4c5e-8f60-1a2b3c4d5e6f';

/** The branch of a union that describes objects (a body's nested object), if any. */
export const objectBranch = (s: SchemaNode): SchemaNode | undefined =>
  s.properties ? s : s.anyOf?.find((b) => b.properties);

const DATE_NAME = /date|day|from$|^to$|until|since|valid|period|month|week|At$/i;
const DIGITS = /\\d/;

/** Strings that are not dates (impossible days, months, years) in the shapes a client sends. */
const IMPOSSIBLE_DATES = [
  '2099-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-04-31',
  '0000-00-00',
  '275760-09-14',
  '2024-02-30T10:00:00Z',
  '2024-01-01T25:61:00+03:00',
];
const HUGE_NUMBERS = [
  raw('1e400'),
  raw('-1e400'),
  2147483648,
  raw('9007199254740993'),
  raw('9223372036854775808'),
  raw('-9223372036854775809'),
];
/** C0 control characters but tab, line feed and carriage return (docs in lib/unsafe-input.ts). */
const CONTROL = ['a\u0000b', 'a\u0001\u0008\u001b[2Jb', 'a\u000bb\u000c'];
const SURROGATES = ['\ud800', 'a\udc00b', '\udbff\ud800'];

const huge = (place: Place) => 'ж'.repeat(place === 'body' ? 100_000 : 3_000);

/**
 * The invalid values for one place described by `s`, `count` of each class at most (the first
 * choice being seeded). `place` says how the value travels.
 */
export function badValues(
  s: SchemaNode,
  name: string,
  place: Place,
  random: Random,
  count = 2,
): BadValue[] {
  const t = types(s);
  // A nullable string (`anyOf: [string, null]`) keeps its format, pattern and bounds in the branch.
  const str = stringBranch(s) ?? s;
  const out: BadValue[] = [];
  const add = (label: string, values: readonly unknown[], n = count) =>
    pick(random, values, n).forEach((value) => out.push({ label, value }));
  const isString = t.has('string');
  const isNumber = t.has('number') || t.has('integer');
  if (place === 'body') {
    const wrong: unknown[] = [];
    if (!isString) wrong.push('12', 'x');
    if (!isNumber) wrong.push(12345, -1.5);
    if (!t.has('boolean')) wrong.push(true);
    if (!t.has('object')) wrong.push({ value: 'x' });
    if (!t.has('array')) wrong.push(['x']);
    if (!t.has('null')) wrong.push(null);
    add('wrong type', wrong);
    if (t.has('object')) add('array for object', [[], [{}]], 1);
  } else if (isNumber || t.has('boolean')) {
    add('wrong type', ['x', '', '1.5', 'true', 'NaN', '0x10']);
  }
  if (isString || place === 'text') {
    add('huge string', [huge(place)], 1);
    add('control characters', CONTROL, 1);
    add('surrogates', SURROGATES, 1);
    if (str.format === 'uuid') {
      add('junk id', ['not-a-uuid', '00000000-0000-0000-0000-00000000000g'], 1);
      // Well-formed, but nothing has it: refused as not found, never a foreign-key failure.
      add('junk id: absent', [ABSENT_ID], 1);
    }
    if (str.enum) add('not in enum', ['NOT_AN_OPTION', `${String(str.enum[0]).toUpperCase()} `]);
    if (str.pattern && DIGITS.test(str.pattern)) add('huge number', ['99999999999999999999999'], 1);
    if (str.minLength) add('too short', [''], 1);
    if (str.format === 'date' || str.format === 'date-time' || DATE_NAME.test(name)) {
      add('impossible date', IMPOSSIBLE_DATES);
    }
  }
  if (isNumber) {
    add(
      'huge number',
      place === 'body' ? HUGE_NUMBERS : ['1e400', '2147483648', '99999999999999999999999'],
    );
    const outside = [
      ...(s.minimum !== undefined ? [s.minimum - 1] : []),
      ...(s.maximum !== undefined ? [s.maximum + 1] : []),
      ...(t.has('integer') ? [1.5] : []),
    ];
    add(
      'out of range',
      outside.map((v) => (place === 'body' ? v : String(v))),
      1,
    );
  }
  if (t.has('array') && place === 'body') {
    const n = (s.maxItems ?? 100) + 1;
    add('too many items', [Array.from({ length: Math.min(n, 10_001) }, () => 'x')], 1);
  }
  return out;
}

/** Junk for a path parameter: never the id of anything, some of it never an id at all. */
export const JUNK_IDS = [
  'x',
  '0',
  '-1',
  '1.5',
  '1e400',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  '%00',
  '%01%1B',
  '%ED%A0%80',
  '%E2%80%AE',
  '..%2F..%2Fetc',
  "'%20OR%201=1--",
  '2099-02-30',
  'ж'.repeat(2000),
  'null',
  '%20',
];

/** A value nested `depth` levels deep (arrays and objects alternating). */
export function nested(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Percent-encodes text, including unpaired surrogates (as WTF-8, which no decoder accepts). */
export function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
