/**
 * Switchable faults per endpoint, set through `PUT /__control/faults`:
 * `429` (a burst of N answers), `5xx` (rate or count), `timeout` (hang, then destroy the socket),
 * `truncate` (the JSON body cut in the middle), `duplicate` (rows of the previous page repeated at
 * the start of the next page), `cancel` (an async report task answers `canceled` from then on).
 * A rule applies to `count` matching requests, or to each with probability `rate` (seeded, so a
 * fault schedule is reproducible).
 */
import { Rng } from './gen/rng.ts';

export const FAULT_KINDS = ['429', '5xx', 'timeout', 'truncate', 'duplicate', 'cancel'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  /** "METHOD /host/path" with `*` wildcards, e.g. "GET /statistics/api/v1/supplier/*". */
  endpoint: string;
  kind: FaultKind;
  count?: number;
  rate?: number;
  /** 5xx: status to answer (default 500). */
  status?: number;
  /** timeout: how long to hang before destroying the socket, ms (default 30000). */
  hangMs?: number;
  /** duplicate: how many rows of the previous page to repeat (default 5). */
  rows?: number;
  /** 429: seconds announced in X-Ratelimit-Retry (default 1). */
  retrySeconds?: number;
  seed?: number;
}

interface ActiveRule extends FaultRule {
  re: RegExp;
  method: string;
  left: number;
  rng: Rng;
}

export interface AppliedFaults {
  status429?: { retry: number };
  status5xx?: number;
  hangMs?: number;
  truncate?: boolean;
  duplicateRows?: number;
  /** An async report task's status method answers `canceled` (and the task stays so). */
  cancelTask?: boolean;
}

function compile(endpoint: string): { method: string; re: RegExp } {
  const [first, ...rest] = endpoint.trim().split(/\s+/);
  const hasMethod = rest.length > 0;
  const method = hasMethod ? first!.toUpperCase() : '*';
  const path = hasMethod ? rest.join(' ') : first!;
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return { method, re: new RegExp(`^${escaped}$`) };
}

export function validateRule(r: unknown): string | null {
  if (typeof r !== 'object' || r === null) return 'rule must be an object';
  const rule = r as Partial<FaultRule>;
  if (typeof rule.endpoint !== 'string' || !rule.endpoint) return 'endpoint is required';
  if (!FAULT_KINDS.includes(rule.kind as FaultKind))
    return `kind must be one of ${FAULT_KINDS.join(', ')}`;
  if (
    rule.rate !== undefined &&
    (typeof rule.rate !== 'number' || rule.rate < 0 || rule.rate > 1)
  ) {
    return 'rate must be within [0, 1]';
  }
  if (rule.count !== undefined && (!Number.isInteger(rule.count) || rule.count < 0)) {
    return 'count must be a non-negative integer';
  }
  return null;
}

export class Faults {
  private rules: ActiveRule[] = [];
  applied = 0;

  set(rules: FaultRule[]): void {
    this.rules = rules.map((r, i) => ({
      ...r,
      ...compile(r.endpoint),
      left: r.count ?? (r.rate === undefined ? 1 : Infinity),
      rng: new Rng(r.seed ?? 0x5eed, i),
    }));
  }

  list(): FaultRule[] {
    return this.rules.map(({ re: _re, method: _m, left, rng: _rng, ...r }) => ({
      ...r,
      count: left === Infinity ? undefined : left,
    }));
  }

  /** Decides which faults hit this request (each matching rule fires at most once per request). */
  pick(method: string, path: string): AppliedFaults {
    const out: AppliedFaults = {};
    for (const r of this.rules) {
      if (r.left <= 0) continue;
      if (r.method !== '*' && r.method !== method) continue;
      if (!r.re.test(path)) continue;
      if (r.rate !== undefined && r.count === undefined && !r.rng.chance(r.rate)) continue;
      if (r.rate !== undefined && r.count !== undefined && !r.rng.chance(r.rate)) continue;
      r.left--;
      this.applied++;
      if (r.kind === '429') out.status429 = { retry: r.retrySeconds ?? 1 };
      else if (r.kind === '5xx') out.status5xx = r.status ?? 500;
      else if (r.kind === 'timeout') out.hangMs = r.hangMs ?? 30_000;
      else if (r.kind === 'truncate') out.truncate = true;
      else if (r.kind === 'cancel') out.cancelTask = true;
      else out.duplicateRows = r.rows ?? 5;
    }
    return out;
  }

  reset(): void {
    this.rules = [];
    this.applied = 0;
  }
}
