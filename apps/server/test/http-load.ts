/**
 * Steady HTTP load over keep-alive connections, as a load balancer's pool or browsers keep them,
 * recording what became of every request (the shutdown tests).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { CSRF_HEADER, CSRF_VALUE } from '@wb/shared';

export interface Outcome {
  /** Sent as X-Request-Id: the server logs it when the request reached it. */
  id: string;
  label: string;
  sentAt: number;
  /** The status of a response received whole. */
  status?: number;
  /** Its body, as text, and cookies set. */
  body?: string;
  setCookie?: string[];
  doneAt?: number;
  /** The error code of a request that got no whole response. */
  error?: string;
  /** Whether it went out on a connection an earlier request had used (keep-alive). */
  reused: boolean;
  /** Whether any part of a response arrived. */
  answered: boolean;
}

export interface Call {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** One request on `agent`; resolves with its outcome, never rejects. */
export function send(baseURL: string, agent: http.Agent, call: Call, cookie?: string) {
  const id = `load-${randomUUID()}`;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const outcome: Outcome = {
    id,
    label: call.label,
    sentAt: Date.now(),
    reused: false,
    answered: false,
  };
  return new Promise<Outcome>((done) => {
    const resolve = (result: Outcome) => done({ ...result, doneAt: Date.now() });
    const req = http.request(`${baseURL}${call.path}`, {
      method: call.method,
      agent,
      headers: {
        'x-request-id': id,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE } : {}),
      },
    });
    req.on('socket', () => (outcome.reused = req.reusedSocket));
    req.on('response', (res) => {
      outcome.answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (!res.complete) return; // cut mid-body: 'error' or 'aborted' tells
        outcome.status = res.statusCode;
        outcome.body = Buffer.concat(chunks).toString('utf8');
        outcome.setCookie = res.headers['set-cookie'] ?? [];
        resolve(outcome);
      });
      res.on('aborted', () => resolve({ ...outcome, error: 'ABORTED' }));
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ ...outcome, error: error.code ?? error.message }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, error: error.code ?? error.message }),
    );
    req.end(body);
  });
}

/**
 * `clients` loops, each on a keep-alive connection of its own, sending its calls in turn until
 * `until()` or until the server refuses its connection (it stopped listening). Like any HTTP
 * client, a client whose kept-alive connection the server closed opens a new one for the next.
 */
export function keepAliveLoad(options: {
  baseURL: string;
  clients: { calls: Call[]; cookie?: string }[];
  until: () => boolean;
  onSend?: (call: Call) => void;
}) {
  const outcomes: Outcome[] = [];
  let inFlight: Record<string, number> = {};
  const loops = options.clients.map(async ({ calls, cookie }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; !options.until(); i++) {
        const call = calls[i % calls.length]!;
        options.onSend?.(call);
        inFlight[call.label] = (inFlight[call.label] ?? 0) + 1;
        const outcome = await send(options.baseURL, agent, call, cookie);
        inFlight[call.label]! -= 1;
        outcomes.push(outcome);
        if (outcome.error === 'ECONNREFUSED') return;
      }
    } finally {
      agent.destroy();
    }
  });
  return {
    outcomes,
    inFlight: (label: string) => inFlight[label] ?? 0,
    done: Promise.all(loops).then(() => {
      inFlight = {};
    }),
  };
}
