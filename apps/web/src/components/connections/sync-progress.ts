import { isSyncActive, type SyncProgress } from '@wb/shared/connections/sync.contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormat } from '../format/formatter';

/** Poll interval of the screens showing a sync while one is queued, running or waiting. */
export const SYNC_LIVE_POLL_MS = 5000;

/**
 * Whether the latest sync is still the one going on. Its pages and rows count only then: a
 * queued pair's latest sync is usually the finished one before.
 */
export const isSyncOngoing = (progress: SyncProgress) =>
  progress.status === 'running' || progress.status === 'deferred';

/**
 * A sync under way in words: `line` says it whole ("идёт — страниц: 3, строк: 1 200", "ждёт
 * лимита WB до 12:05:10 — …", "в очереди"), `detail` all but the state, for a place that shows
 * the state itself ("до 12:05:10 · страниц: 3, строк: 1 200"). Both are null when no sync is
 * under way; the header, the cabinet page and the admin grid say it alike.
 */
export function useSyncProgressText() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // Seconds matter here (WB's limit lifts within the minute); the browser's clock, like a timer.
    const clock = new Intl.DateTimeFormat(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const time = (p: SyncProgress) =>
      p.waitingUntil ? clock.format(new Date(p.waitingUntil)) : '';
    const counts = (p: SyncProgress) => {
      if (!isSyncOngoing(p)) return null;
      const { integer } = createFormat({ language: i18n.language });
      return t('sync.live.counts', {
        pages: integer(p.pages),
        rows: integer(p.rows),
      });
    };
    return {
      line: (p: SyncProgress): string | null => {
        if (!isSyncActive(p.phase)) return null;
        const state =
          p.phase === 'waiting'
            ? t('sync.live.waiting', { time: time(p) })
            : t(`sync.live.${p.phase as 'queued' | 'running'}`);
        const done = counts(p);
        return done ? `${state} — ${done}` : state;
      },
      detail: (p: SyncProgress): string | null => {
        if (!isSyncActive(p.phase)) return null;
        const parts = [p.phase === 'waiting' ? t('sync.live.until', { time: time(p) }) : null];
        parts.push(counts(p));
        return parts.filter(Boolean).join(' · ') || null;
      },
    };
  }, [t, i18n.language]);
}

/** How a sync that someone started ended, for the notification. */
export type SyncEnd =
  | { kind: 'succeeded'; rows: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'skipped'; reason: string };

/**
 * The end of a pair's sync from its state once nothing is under way: skipped (no token for it:
 * no run at all), failed with the run's error, or done with the rows its runs read.
 */
export function syncEndOf(
  progress: SyncProgress,
  error: string | null,
  skippedReason: string | null,
): SyncEnd {
  if (skippedReason) return { kind: 'skipped', reason: skippedReason };
  if (progress.status === 'failed') return { kind: 'failed', reason: error ?? '' };
  return { kind: 'succeeded', rows: progress.rows };
}
