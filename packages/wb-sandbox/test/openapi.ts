/**
 * WB's OpenAPI files as JSON Schemas for ajv: finds an operation by method and path, resolves
 * `$ref`s inline and turns OpenAPI 3.0's `nullable` into JSON Schema's `null` type. The files are
 * read where they lie (`../shared/wb-openapi`, or `WB_OPENAPI_DIR`), never copied.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const hasSpecs = (dir: string) =>
  existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.yaml'));

/** `shared/wb-openapi` beside the repository, or beside one of its parent folders. */
function besideRepository(): string {
  const first = path.resolve(REPO_ROOT, '../shared/wb-openapi');
  for (let dir = path.dirname(REPO_ROOT); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'wb-openapi');
    if (hasSpecs(candidate)) return candidate;
    if (path.dirname(dir) === dir) return first;
  }
}

export function openapiDir(): string {
  const dir = process.env.WB_OPENAPI_DIR ?? besideRepository();
  if (!hasSpecs(dir)) {
    throw new Error(
      `WB's OpenAPI files are not found in ${dir}: put them there (../shared/wb-openapi next to ` +
        'the repository) or point WB_OPENAPI_DIR at the folder with 01-general.yaml … 13-finances.yaml',
    );
  }
  return dir;
}

export interface SpecOperation {
  file: string;
  doc: Json;
  op: Json;
}

export class OpenApiSpecs {
  private readonly docs: { file: string; doc: Json }[];

  constructor(dir = openapiDir()) {
    this.docs = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((file) => ({ file, doc: parse(readFileSync(path.join(dir, file), 'utf8')) as Json }));
  }

  /** The operation `method path` (WB's path template); `host` prefers the file serving it. */
  find(method: string, wbPath: string, host?: string): SpecOperation | null {
    const found: (SpecOperation & { servers: string })[] = [];
    for (const { file, doc } of this.docs) {
      const item = (doc.paths as Record<string, Json> | undefined)?.[wbPath];
      const op = item?.[method.toLowerCase()] as Json | undefined;
      if (!item || !op) continue;
      const servers = JSON.stringify([item.servers ?? [], op.servers ?? [], doc.servers ?? []]);
      found.push({ file, doc, op, servers });
    }
    return found.find((f) => host && f.servers.includes(host)) ?? found[0] ?? null;
  }

  /** The JSON Schema of the `status` answer's body, or null when the spec gives none. */
  responseSchema(s: SpecOperation, status: number): { schema: Json | null; declared: boolean } {
    const responses = (s.op.responses ?? {}) as Record<string, Json>;
    let r = responses[String(status)];
    if (!r) return { schema: null, declared: false };
    r = resolve(s.doc, r) as Json;
    const content = (r.content ?? {}) as Record<string, Json>;
    const media = content['application/json'] ?? content['application/problem+json'];
    if (!media?.schema) return { schema: null, declared: true };
    return { schema: toJsonSchema(resolve(s.doc, media.schema)) as Json, declared: true };
  }
}

function lookup(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((o, k) => (o as Json | undefined)?.[k], doc);
}

/** Inlines every `$ref`; a reference back into itself becomes `{}` (anything). */
export function resolve(doc: Json, node: unknown, stack: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((x) => resolve(doc, x, stack));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    if (stack.includes(obj.$ref)) return {};
    const target = lookup(doc, obj.$ref);
    if (target === undefined) throw new Error(`unresolved $ref ${obj.$ref}`);
    return resolve(doc, target, [...stack, obj.$ref]);
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolve(doc, v, stack)]));
}

const DROP = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'deprecated']);

/** OpenAPI 3.0 schema → JSON Schema: `nullable`, and keys ajv does not know dropped. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (DROP.has(k) || k.startsWith('x-') || k === 'nullable') continue;
    // `properties` maps names to schemas: convert the schemas, keep every name.
    out[k] =
      k === 'properties' && v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v as Json).map(([n, s]) => [n, toJsonSchema(s)]))
        : toJsonSchema(v);
  }
  if ((node as Json).nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

/** Every `format` name used in the files (custom ones like `UUID` are registered as no-ops). */
export function formatsUsed(node: unknown, acc = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((x) => formatsUsed(x, acc));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === 'format' && typeof v === 'string') acc.add(v);
      else formatsUsed(v, acc);
    }
  }
  return acc;
}
