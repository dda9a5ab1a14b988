/** Absolute session lifetime and idle timeout (docs/budgets.md#sessions). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** last_seen_at is written at most this often (a write per request would be wasteful). */
export const SESSION_TOUCH_MS = 60 * 1000;
