/** Update check period (seed §9). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface UpdateCheckDeps {
  isOnline: () => boolean;
  fetchScript: (url: string) => Promise<{ status: number }>;
}

/**
 * One periodic update check: skipped while offline or while a new worker is already installing;
 * otherwise the worker script is fetched past every cache and, if reachable, the registration
 * is asked to update (the browser compares the script byte by byte).
 */
/** What the check needs of a ServiceWorkerRegistration. */
export interface UpdatableRegistration {
  installing: ServiceWorker | null;
  update(): Promise<unknown>;
}

export async function checkForUpdate(
  registration: UpdatableRegistration,
  swUrl: string,
  deps: UpdateCheckDeps,
): Promise<'skipped-offline' | 'skipped-installing' | 'unreachable' | 'checked'> {
  if (registration.installing) return 'skipped-installing';
  if (!deps.isOnline()) return 'skipped-offline';
  try {
    const response = await deps.fetchScript(swUrl);
    if (response.status !== 200) return 'unreachable';
  } catch {
    return 'unreachable';
  }
  await registration.update();
  return 'checked';
}

export function startPeriodicUpdateCheck(
  registration: ServiceWorkerRegistration,
  swUrl: string,
): () => void {
  const deps: UpdateCheckDeps = {
    isOnline: () => navigator.onLine,
    fetchScript: (url) =>
      fetch(url, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } }),
  };
  const timer = setInterval(() => {
    void checkForUpdate(registration, swUrl, deps).catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
