/**
 * The control API (`/__control`, loopback only) and its in-process twin `sandbox.control`:
 * sellers, tokens, clock, limits, faults, modes, stats, reset (docs/wb-integration.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateRule, type FaultRule } from '../faults.ts';
import { readBody, type Env } from '../http/pipeline.ts';
import type { Modes } from '../modes.ts';
import { InputError, type RegisterInput } from '../sellers.ts';
import { issueToken, type IssueOptions } from '../tokens.ts';

export interface Control {
  registerSeller(input: RegisterInput): { sid: string };
  issueToken(opts: IssueOptions): string;
  setClock(input: { now?: string | number; advanceSeconds?: number; mode?: 'real' }): {
    now: string;
    mode: string;
  };
  setLimits(enabled: boolean): void;
  setFaults(rules: FaultRule[]): void;
  setModes(modes: Partial<Modes>): Modes;
  stats(): object;
  reset(): void;
}

export function makeControl(env: Env): Control {
  return {
    registerSeller: (input) => ({ sid: env.sellers.register(input, env.clock.now()).cfg.sid }),
    issueToken: (opts) => {
      if (!env.sellers.get(opts.sid)) throw new InputError(`unknown seller ${String(opts.sid)}`);
      return issueToken(env.key, opts, env.clock.now());
    },
    setClock: (input) => {
      if (input.mode === 'real') env.clock.real();
      if (input.now !== undefined) env.clock.fix(input.now);
      if (input.advanceSeconds !== undefined) {
        if (typeof input.advanceSeconds !== 'number' || !Number.isFinite(input.advanceSeconds)) {
          throw new InputError('advanceSeconds must be a number');
        }
        env.clock.advance(input.advanceSeconds);
      }
      return env.clock.describe();
    },
    setLimits: (enabled) => {
      env.limiter.enabled = enabled;
    },
    setFaults: (rules) => {
      for (const r of rules) {
        const problem = validateRule(r);
        if (problem) throw new InputError(problem);
      }
      env.faults.set(rules);
    },
    setModes: (modes) => {
      for (const k of ['warehouseHidden', 'acceptanceDisabled'] as const) {
        if (modes[k] !== undefined) env.modes[k] = Boolean(modes[k]);
      }
      return { ...env.modes };
    },
    stats: () => ({
      ...env.stats.snapshot(),
      limitsEnabled: env.limiter.enabled,
      modes: env.modes,
      faults: env.faults.list(),
      clock: env.clock.describe(),
    }),
    reset: () => {
      env.limiter.reset();
      env.limiter.enabled = env.initial.limitsEnabled;
      env.faults.reset();
      Object.assign(env.modes, env.initial.modes);
      env.stats.reset();
      env.pages.clear();
    },
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export async function handleControl(
  _env: Env,
  control: Control,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
    return send(res, 403, { error: 'the control API answers only loopback clients' });
  }
  const raw = req.method === 'GET' ? '' : await readBody(req);
  let body: Record<string, unknown>;
  try {
    body = raw.trim() ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return send(res, 400, { error: 'body is not JSON' });
  }
  const route = `${req.method} ${url.pathname}`;
  try {
    switch (route) {
      case 'POST /__control/sellers':
        return send(res, 200, control.registerSeller(body as unknown as RegisterInput));
      case 'POST /__control/tokens':
        return send(res, 200, { token: control.issueToken(body as unknown as IssueOptions) });
      case 'POST /__control/clock':
        return send(res, 200, control.setClock(body));
      case 'PUT /__control/limits':
        if (typeof body.enabled !== 'boolean')
          return send(res, 400, { error: 'enabled must be a boolean' });
        control.setLimits(body.enabled);
        return send(res, 200, { enabled: body.enabled });
      case 'PUT /__control/faults':
        if (!Array.isArray(body.rules)) return send(res, 400, { error: 'rules must be an array' });
        control.setFaults(body.rules as FaultRule[]);
        return send(res, 200, { rules: body.rules.length });
      case 'PUT /__control/modes':
        return send(res, 200, control.setModes(body));
      case 'GET /__control/stats':
        return send(res, 200, control.stats());
      case 'POST /__control/reset':
        control.reset();
        return send(res, 200, { ok: true });
      default:
        return send(res, 404, { error: `no control method ${route}` });
    }
  } catch (err) {
    if (
      err instanceof InputError ||
      (err instanceof Error && /invalid clock|unknown token category/.test(err.message))
    ) {
      return send(res, 400, { error: err.message });
    }
    throw err;
  }
}
