/**
 * Deterministic hashing and pseudo-random numbers. Every generated value is a pure function of
 * (seller seed, calendar day, index), so the sandbox answers the same after a restart and in
 * another process without storing anything.
 */

/** 32-bit mix of several integers (murmur3 finaliser over a running hash). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    let k = Math.imul(p | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    // Numbers beyond 32 bits (e.g. day numbers times a million) still contribute their high part.
    const hi = Math.floor(p / 4294967296);
    if (hi !== 0) h ^= Math.imul(hi | 0, 0x85ebca6b);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 32-bit hash of a string (FNV-1a), for seeds given as names. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small, fast PRNG (mulberry32); one instance per (seed, day) stream. */
export class Rng {
  private state: number;

  constructor(...seed: number[]) {
    this.state = hash32(...seed) || 0x6d2b79f5;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Approximately normal (sum of uniforms), mean 0, sd 1. */
  normal(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }
}

/** Index into cumulative weights (binary search): weighted sampling in O(log n). */
export function pickWeighted(cumulative: Float64Array, u: number): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const x = u * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cumulative[mid] ?? 0) > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** UUIDv4-shaped string from a seed (deterministic, so ids survive restarts). */
export function uuidFrom(...seed: number[]): string {
  const hex = [0, 1, 2, 3]
    .map((i) =>
      hash32(...seed, i)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16] ?? '0', 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Hex string of `len` characters from a seed. */
export function hexFrom(len: number, ...seed: number[]): string {
  let out = '';
  for (let i = 0; out.length < len; i++)
    out += hash32(...seed, i)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, len);
}
