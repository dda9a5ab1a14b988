import { startPeriodicUpdateCheck } from './update-check';
import { setUpdateWaiting } from './update-state';

/**
 * Registers /sw.js in prompt mode: a waiting new version is announced (the update dialog), never
 * activated behind the user's back. Runs after the first render, off the critical path.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      // Activates the waiting worker; the page reloads when it takes control.
      setUpdateWaiting(() => updateServiceWorker(true));
    },
    onRegisteredSW(swUrl, registration) {
      if (registration) startPeriodicUpdateCheck(registration, swUrl);
    },
  });
}
