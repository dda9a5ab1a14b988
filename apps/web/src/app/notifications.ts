import type { OptionsObject } from 'notistack';
import { describeError } from './query/describe-error';
import { i18n } from './i18n/i18n';

/** notistack settings of the seed (§9): at most 3 at once, 5000 ms, bottom-left. */
export const SNACKBAR_SETTINGS = {
  maxSnack: 3,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
} as const;

let hostReady: () => void;
/** Resolves when the notification host has mounted (it loads after the first render). */
const ready = new Promise<void>((resolve) => (hostReady = resolve));

export function markNotificationHostReady(): void {
  hostReady();
}

/**
 * Shows a notification. notistack is loaded with its host, after the first render, so it is
 * not part of the start-up bundle; a call made earlier waits for it.
 */
export async function notify(message: string, options: OptionsObject = {}): Promise<void> {
  const [{ enqueueSnackbar }] = await Promise.all([import('notistack'), ready]);
  enqueueSnackbar(message, options);
}

/** A failed user action is never silent: say what failed and why. */
export function notifyActionError(error: unknown, action?: string): void {
  const reason = describeError(error, i18n.t, i18n.language);
  const message = action ? `${action}: ${reason}` : i18n.t('errors.actionFailed', { reason });
  void notify(message, { variant: 'error' });
}
