/**
 * The invalid requests of one operation: its valid base request (from the authorization matrix's
 * cases) with one place made invalid at a time — a path parameter, a query parameter, the body as
 * a whole or one field of it — by the classes of `values.ts`.
 */
import {
  badValues,
  encodeText,
  JUNK_IDS,
  nested,
  objectBranch,
  pick,
  raw,
  rawJson,
  stringBranch,
  types,
  type Random,
  type SchemaNode,
} from './values';

export interface Param {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

/** One operation of the OpenAPI document, as the generator needs it. */
export interface Operation {
  /** As the routes name it: `PATCH /api/tags/:id`. */
  key: string;
  method: string;
  /** Fastify's pattern: `/api/tags/:id`. */
  path: string;
  params: Param[];
  query: Param[];
  /** The JSON body's schema; `bodyRequired` when the document marks the body required. */
  body?: SchemaNode;
  bodyRequired: boolean;
}

export interface FuzzRequest {
  /** The class of invalid input and where it went, e.g. `huge string @ body.name`. */
  label: string;
  method: string;
  url: string;
  payload?: string | FormData;
  contentType?: string;
}

/** A request known to be accepted: the URL (path ids of the caller's own objects) and body. */
export interface BaseRequest {
  url: string;
  body?: unknown;
}

const JSON_TYPE = 'application/json';

/** The path parameters' values and the query of a concrete URL of `op`. */
export function splitUrl(op: Operation, url: string) {
  const [pathPart, queryPart = ''] = url.split('?') as [string, string?];
  const names = op.path.split('/');
  const values = pathPart.split('/');
  const params: Record<string, string> = {};
  names.forEach((n, i) => {
    if (n.startsWith(':')) params[n.slice(1)] = values[i]!;
  });
  // Kept encoded: a junk value is put in as the URL carries it.
  const query = new Map<string, string>();
  for (const pair of queryPart.split('&').filter(Boolean)) {
    const [k, v = ''] = pair.split('=') as [string, string?];
    query.set(k, v);
  }
  return { params, query };
}

export function buildUrl(
  op: Operation,
  params: Record<string, string>,
  query: Map<string, string> | [string, string][],
) {
  const path = op.path.replace(/:(\w+)/g, (_, n: string) => params[n]!);
  const q = [...query].map(([k, v]) => `${k}=${v}`).join('&');
  return q ? `${path}?${q}` : path;
}

interface Field {
  path: (string | number)[];
  name: string;
  schema: SchemaNode;
}

/** The body's fields (the document's properties), nested objects and first array items included. */
export function fieldsOf(
  schema: SchemaNode,
  base: unknown,
  prefix: (string | number)[] = [],
): Field[] {
  const object = objectBranch(schema);
  if (!object?.properties || prefix.length > 3) return [];
  const out: Field[] = [];
  for (const [name, child] of Object.entries(object.properties)) {
    const path = [...prefix, name];
    out.push({ path, name, schema: child });
    const value = (base as Record<string, unknown> | undefined)?.[name];
    if (objectBranch(child)) out.push(...fieldsOf(child, value, path));
    const items = child.items ?? child.anyOf?.find((b) => b.items)?.items;
    if (items && objectBranch(items) && Array.isArray(value) && value.length > 0) {
      out.push(...fieldsOf(items, value[0], [...path, 0]));
    }
  }
  return out;
}

export function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else {
      const next = node[key];
      node = (node[key] = typeof next === 'object' && next !== null ? next : {}) as typeof node;
    }
  });
  return copy;
}

/** Invalid bodies as a whole: empty, of the wrong JSON type, malformed, too deep, too large. */
function bodyLevel(op: Operation, base: unknown): FuzzRequest[] {
  const json = JSON.stringify(base ?? {});
  const inner = json.slice(1, -1);
  const out: [string, string | undefined, string | undefined][] = [
    ['empty body: no bytes', '', JSON_TYPE],
    ['malformed JSON: cut', json.slice(0, Math.max(1, json.length - 1)), JSON_TYPE],
    ['malformed JSON: quotes', "{'a':1}", JSON_TYPE],
    ['malformed JSON: trailing junk', `${json}x`, JSON_TYPE],
    [
      'deep nesting: 40 levels',
      JSON.stringify({ ...(base as object), fuzz: nested(40) }),
      JSON_TYPE,
    ],
    ['deep nesting: 50,000 levels', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, JSON_TYPE],
    [
      'extra fields: __proto__',
      `{"__proto__":{"isAdmin":true}${inner ? `,${inner}` : ''}}`,
      JSON_TYPE,
    ],
    [
      'extra fields: constructor',
      `{"constructor":{"prototype":{"isAdmin":true}}${inner ? `,${inner}` : ''}}`,
      JSON_TYPE,
    ],
    ['control characters in a key', `{"a\\u0000":1${inner ? `,${inner}` : ''}}`, JSON_TYPE],
    ['wrong content type: form', 'a=1&b=2', 'application/x-www-form-urlencoded'],
    [
      'huge string: 3 MB body',
      JSON.stringify({ ...(base as object), fuzz: 'x'.repeat(3 << 20) }),
      JSON_TYPE,
    ],
  ];
  if (op.body) {
    out.push(
      // Fastify reads text/plain too: an operation without a body takes it (and ignores it).
      ['wrong content type: text', json, 'text/plain'],
      ['array for object: []', '[]', JSON_TYPE],
      ['array for object: [body]', `[${json}]`, JSON_TYPE],
      ['wrong type: string body', '"x"', JSON_TYPE],
      ['wrong type: number body', rawJson(raw('1e400')), JSON_TYPE],
    );
    // A body that may be null (nothing to say) takes no body and null too.
    const nullable = op.body.anyOf?.some((b) => b.type === 'null') ?? false;
    if (op.bodyRequired && !nullable) {
      out.push(['empty body: null', 'null', JSON_TYPE], ['empty body: none', undefined, undefined]);
    }
    if (objectBranch(op.body)?.required?.length) out.push(['empty body: {}', '{}', JSON_TYPE]);
  }
  return out.map(([label, payload, contentType]) => ({
    label,
    method: op.method,
    url: '',
    ...(payload !== undefined ? { payload } : {}),
    ...(contentType ? { contentType } : {}),
  }));
}

/**
 * Every invalid request of `op` built on `base`. Each request differs from the base in one place,
 * so the base's other parts still hold and the request reaches that place's check.
 */
export function invalidRequests(
  op: Operation,
  base: BaseRequest,
  random: Random,
  foreignId: (field: string) => string | undefined = () => undefined,
): FuzzRequest[] {
  const { params, query } = splitUrl(op, base.url);
  const url = (p = params, q: Map<string, string> | [string, string][] = query) =>
    buildUrl(op, p, q);
  const out: FuzzRequest[] = [];
  const send = (label: string, u: string, body: unknown = base.body) =>
    out.push({
      label,
      method: op.method,
      url: u,
      // An upload's form goes as it is (as multipart/form-data).
      ...(body instanceof FormData ? { payload: body } : {}),
      ...(body !== undefined && !(body instanceof FormData) && op.method !== 'GET'
        ? { payload: rawJson(body), contentType: JSON_TYPE }
        : {}),
    });

  for (const p of op.params) {
    for (const junk of JUNK_IDS)
      send(`junk path id @ ${p.name}=${junk.slice(0, 20)}`, url({ ...params, [p.name]: junk }));
  }

  for (const p of op.query) {
    for (const bad of badValues(p.schema, p.name, 'text', random)) {
      const q = new Map(query).set(p.name, encodeText(String(bad.value)));
      send(`${bad.label} @ query.${p.name}`, url(params, q));
    }
    const foreign = foreignId(p.name);
    if (foreign && p.schema.format === 'uuid') {
      send(`junk id: foreign @ query.${p.name}`, url(params, new Map(query).set(p.name, foreign)));
    }
    // A parameter given twice arrives as an array.
    send(
      `array for value @ query.${p.name}`,
      url(params, [...query, [p.name, 'x'], [p.name, 'y']]),
    );
    if (p.required) {
      const q = new Map(query);
      q.delete(p.name);
      send(`missing @ query.${p.name}`, url(params, q));
    }
  }
  // An unknown query parameter is ignored, but not one no input may hold (the unsafe-input guard).
  for (const [label, value] of [
    ['control characters', '%01%1B%5B2J'],
    // A URL cannot carry an unpaired surrogate (it is UTF-8), a JSON value in it can (`\ud800`).
    ['surrogates', encodeURIComponent('{"a":"\\ud800"}')],
    ['deep nesting', encodeURIComponent(JSON.stringify(nested(40)))],
  ] as const) {
    send(`${label} @ query.fuzz`, url(params, [...query, ['fuzz', value]]));
  }
  // Unknown query parameters are ignored: junk for a read, but a valid request for a write.
  if (op.method === 'GET') {
    send('extra fields @ query', url(params, [...query, ['fuzz', '1'], ['__proto__[x]', '1']]));
  }

  if (op.method !== 'GET') {
    for (const r of bodyLevel(op, base.body)) out.push({ ...r, url: url() });
  }
  if (op.body) {
    for (const field of fieldsOf(op.body, base.body)) {
      const at = `body.${field.path.join('.')}`;
      for (const bad of badValues(field.schema, field.name, 'body', random)) {
        send(`${bad.label} @ ${at}`, url(), withValue(base.body, field.path, bad.value));
      }
      // Another company's object: as unknown here as an id nothing has.
      const foreign = foreignId(field.name);
      const kind = stringBranch(field.schema) ?? field.schema.items;
      if (foreign && kind?.format === 'uuid') {
        const value = types(field.schema).has('array') ? [foreign] : foreign;
        send(`junk id: foreign @ ${at}`, url(), withValue(base.body, field.path, value));
      }
    }
  }
  return out;
}

/** A seeded sample of `requests` (for callers the access rule refuses before any input check). */
export const sample = (random: Random, requests: FuzzRequest[], n: number) =>
  pick(random, requests, n);
