/**
 * Figures computed from a company's data (the dashboard per company × cabinet × Moscow day, a
 * list's count and totals per filter), reused while the data they are read from has not changed
 * (the caller passes a cheap version of it) and for at most `maxAgeMs`: figures asked for by many
 * people, or refreshed, cost one computation per change of their data. Concurrent misses share
 * one computation; a failed one is not kept.
 *
 * When the data changed (a sync writes a page every few seconds while it runs), the figures are
 * recomputed once in the background; requests wait for them up to `graceMs` after the
 * recomputation began and otherwise get the previous figures (at most `staleMs` old; the answer
 * says when they were read), so a long computation never holds every request.
 */
export interface VersionedCache<T> {
  get(key: string, version: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export interface CacheOptions {
  /** Figures are reused for this long while their version holds. */
  maxAgeMs: number;
  /** Figures older than this are never served, even while new ones are computed. */
  staleMs: number;
  /** How long requests wait for a recomputation before they get the previous figures. */
  graceMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  version: string;
  at: number;
  /** The computation of `version`, settled or not. */
  value: Promise<T>;
  state: 'running' | 'done' | 'failed';
  /** The last figures computed for the key, and when. */
  settled?: { value: T; at: number };
}

export function versionedCache<T>(options: CacheOptions): VersionedCache<T> {
  const entries = new Map<string, Entry<T>>();
  const now = options.now ?? Date.now;

  const start = (key: string, version: string, compute: () => Promise<T>, previous?: Entry<T>) => {
    const entry: Entry<T> = {
      version,
      at: now(),
      value: compute(),
      state: 'running',
      ...(previous?.settled ? { settled: previous.settled } : {}),
    };
    entries.delete(key);
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        entry.state = 'done';
        entry.settled = { value, at: entry.at };
      },
      () => {
        // Not kept: the next request computes again (the previous figures stand in meanwhile).
        entry.state = 'failed';
        if (!entry.settled && entries.get(key) === entry) entries.delete(key);
      },
    );
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  };

  return {
    async get(key, version, compute) {
      let entry = entries.get(key);
      const t = now();
      // One computation per key at a time: a newer version waits for the running one to end.
      const usable =
        entry &&
        entry.state !== 'failed' &&
        (entry.version === version || entry.state === 'running') &&
        t - entry.at <= options.maxAgeMs;
      if (!usable) entry = start(key, version, compute, entry);
      const e = entry!;
      if (e.state === 'done' || !e.settled || t - e.settled.at > options.staleMs) return e.value;
      // A recomputation is running and the previous figures may stand in for it.
      const previous = e.settled.value;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        return await Promise.race([
          e.value.catch(() => previous),
          new Promise<T>((resolve) => {
            timer = setTimeout(() => resolve(previous), Math.max(0, e.at + options.graceMs - t));
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    clear: () => entries.clear(),
  };
}
