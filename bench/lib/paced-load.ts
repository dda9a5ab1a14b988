/**
 * An open-loop load at a constant rate: one request every 1/rate s, each on time whatever the
 * answers to the earlier ones (a request never waits for a free connection of a fixed few: the
 * agent opens more). Latency is counted from the moment the request was due, not from when it was
 * sent, so a client or server falling behind shows in the figures (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its share of a second back to
 * back and then pause until the next second, so "200 req/s" over 20 connections arrives as a
 * burst of 200 requests at the start of every second (20 in flight, each waiting behind the
 * others) — a harder load than a rate, measured on the same run next to this one.
 */
import http from 'node:http';

export interface PacedResult {
  /** Milliseconds from each request's due time to the end of its answer. */
  times: number[];
  statuses: Record<number, number>;
  errors: number;
  /** Seconds from the first due time to the last answer. */
  seconds: number;
}

export async function pacedLoad(options: {
  baseURL: string;
  path: () => string;
  headers: Record<string, string>;
  rate: number;
  durationSeconds: number;
}): Promise<PacedResult> {
  const { hostname, port } = new URL(options.baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.durationSeconds);
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        { host: hostname, port, path: options.path(), headers: options.headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            times.push(performance.now() - due);
            const status = response.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (status >= 400) errors++;
            resolve();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(due));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { times, statuses, errors, seconds };
}
