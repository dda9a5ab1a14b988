/** Counters for `GET /__control/stats`: requests, answers by status, 429s per seller × group. */
export class Stats {
  requests = 0;
  byStatus: Record<string, number> = {};
  byEndpoint: Record<string, number> = {};
  limited: Record<string, Record<string, number>> = {};
  faults = 0;

  answer(status: number, endpoint: string | null): void {
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
    if (endpoint) this.byEndpoint[endpoint] = (this.byEndpoint[endpoint] ?? 0) + 1;
  }

  rateLimited(sid: string, group: string): void {
    const s = (this.limited[sid] ??= {});
    s[group] = (s[group] ?? 0) + 1;
  }

  snapshot(): object {
    return {
      requests: this.requests,
      byStatus: this.byStatus,
      byEndpoint: this.byEndpoint,
      rateLimited: this.limited,
      faultsApplied: this.faults,
    };
  }

  reset(): void {
    this.requests = 0;
    this.byStatus = {};
    this.byEndpoint = {};
    this.limited = {};
    this.faults = 0;
  }
}
