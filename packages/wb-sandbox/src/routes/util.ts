/** Small helpers shared by the method handlers. */
import { badRequest, type ErrorStyle } from '../http/errors.ts';
import type { Ctx } from '../http/route.ts';

export type Json = Record<string, unknown>;

export function obj(v: unknown): Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
}

/** Integer query/body value: undefined when absent, NaN when not an integer. */
export function int(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isInteger(n) ? n : NaN;
}

export function intArray(v: unknown): number[] | null {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => !Number.isInteger(x))) return null;
  return v as number[];
}

export function strArray(v: unknown): string[] | null {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return null;
  return v as string[];
}

/** Answers 400 in the API's format; returns false so handlers can `return fail(...)`. */
export function fail(
  ctx: Ctx,
  detail: string,
  style: ErrorStyle = ctx.route.style,
  status = 400,
): false {
  ctx.reply.error(badRequest(style, detail, status));
  return false;
}

/** Integer in [min, max] or a default; null after answering 400. */
export function bounded(
  ctx: Ctx,
  name: string,
  v: unknown,
  dflt: number,
  min: number,
  max: number,
): number | null {
  const n = int(v);
  if (n === undefined) return dflt;
  if (Number.isNaN(n) || n < min || n > max) {
    fail(ctx, `${name}: value must be an integer in [${min}, ${max}]`);
    return null;
  }
  return n;
}

export function json(value: unknown): string {
  return JSON.stringify(value);
}
