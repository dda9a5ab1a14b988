import type { BucketSpec } from '../limiter/limits';

/**
 * The least flight a request is taken to have had when its lead is charged: a margin for a
 * loaded machine or network on top of the time we measured.
 */
const MIN_FLIGHT_MS = 500;

/** What to do with our bucket: take `charge` tokens more, or stop it `block` seconds. */
export type NoneLeftStep = { charge: number } | { block: number };

/**
 * What our shared bucket does when an answer says `X-Ratelimit-Remaining: 0`
 * (docs/wb-notes.md#rate-limits): WB had no whole request left after taking this one.
 *
 * Our bucket takes a token before the request leaves and refills slower than WB's (by the
 * refill safety), so its level stays at or below WB's — except that while WB's bucket sits
 * full and a request is on its way, ours refills and WB's cannot: ours may lead by its refill
 * over that flight (from our take to the answer's headers, at least `MIN_FLIGHT_MS`). Taking
 * that lead away again (`charge`) puts our level back at or below WB's, so the fraction of a
 * token we still hold is kept and the next request waits only for the flight's refill.
 *
 * The "0" taken at its worst — WB had nothing left when the headers came and gets its next
 * token an interval later (`block`) — is the answer when it is sooner (a fast bucket, a slow
 * answer), when the limiter does not tell its level, or when our count held a whole token
 * (another client spent the seller's limit, and our level says nothing about WB's).
 */
export function afterNoneLeft(input: {
  /** The level our take left, when the limiter tells it. */
  level: number | undefined;
  spec: BucketSpec;
  /** From our take to the answer's headers. */
  flightMs: number;
  /** From the answer's headers to now (the body was read meanwhile). */
  sinceHeadersMs: number;
}): NoneLeftStep {
  const { level, spec } = input;
  const rate = spec.refillPerSecond;
  const block = Math.max(0, 1 / rate - input.sinceHeadersMs / 1000);
  if (level !== undefined && level < 1) {
    const flightSeconds = Math.max(input.flightMs, MIN_FLIGHT_MS) / 1000;
    const lead = rate * flightSeconds;
    // Our next token after the charge, counted from now.
    const elapsed = (input.flightMs + input.sinceHeadersMs) / 1000;
    const charged = (1 - level) / rate + flightSeconds - elapsed;
    if (charged < block) return { charge: lead };
  }
  return { block };
}
