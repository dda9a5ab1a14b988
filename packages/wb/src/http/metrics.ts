/** The outcome of one HTTP attempt: a status code or what went wrong before one arrived. */
export type WbAttemptStatus = number | 'timeout' | 'network' | 'invalid-json';

/** One HTTP attempt, as passed to `onRequest` (never the token, never the query string). */
export interface WbRequestEvent {
  host: string;
  group: string;
  method: string;
  /** The path template, e.g. `/api/v1/supplies/{ID}`. */
  path: string;
  status: WbAttemptStatus;
  /** From sending the request to reading the whole body. */
  durationMs: number;
  /** 1 for the first attempt. */
  attempt: number;
  /** The client will try again after this attempt. */
  retrying: boolean;
  /** How long this attempt waited for the rate limiter before it was sent. */
  limiterWaitMs: number;
}

/** Totals for one host × method group × status. */
export interface WbMetricsEntry {
  host: string;
  group: string;
  status: WbAttemptStatus;
  count: number;
  totalDurationMs: number;
  maxDurationMs: number;
  /** Attempts of this status that were followed by a retry. */
  retries: number;
  /** Answers with status 429. */
  rateLimited: number;
  limiterWaitMs: number;
}

/**
 * In-memory request metrics: pass one collector to every client of a process and read
 * `snapshot()` (the server shows it on /admin/sync).
 */
export class WbMetrics {
  private readonly entries = new Map<string, WbMetricsEntry>();

  record(event: WbRequestEvent): void {
    const id = `${event.host}\u0000${event.group}\u0000${String(event.status)}`;
    let entry = this.entries.get(id);
    if (!entry) {
      entry = {
        host: event.host,
        group: event.group,
        status: event.status,
        count: 0,
        totalDurationMs: 0,
        maxDurationMs: 0,
        retries: 0,
        rateLimited: 0,
        limiterWaitMs: 0,
      };
      this.entries.set(id, entry);
    }
    entry.count += 1;
    entry.totalDurationMs += event.durationMs;
    entry.maxDurationMs = Math.max(entry.maxDurationMs, event.durationMs);
    if (event.retrying) entry.retries += 1;
    if (event.status === 429) entry.rateLimited += 1;
    entry.limiterWaitMs += event.limiterWaitMs;
  }

  /** A copy of all totals, sorted by host, group and status. */
  snapshot(): WbMetricsEntry[] {
    return [...this.entries.values()]
      .map((e) => ({ ...e }))
      .sort(
        (a, b) =>
          a.host.localeCompare(b.host) ||
          a.group.localeCompare(b.group) ||
          String(a.status).localeCompare(String(b.status)),
      );
  }

  reset(): void {
    this.entries.clear();
  }
}
