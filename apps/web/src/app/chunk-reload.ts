/**
 * A failed page-chunk load usually means a new version was deployed and the old chunk is gone.
 * Reload once to pick up the new version; if loading fails again right after, let the error
 * reach the error page instead of reloading in a loop (docs/product.md#loading-and-errors).
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Within this window after a reload, another failure is not "a new deploy" but a real error. */
const LOOP_WINDOW_MS = 60_000;

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  now: () => number;
}

/** Returns true when a reload was started (the caller should not surface the error). */
export function reloadOnceForChunkError(deps: ChunkReloadDeps): boolean {
  let last: number | null;
  try {
    const raw = deps.storage.getItem(CHUNK_RELOAD_KEY);
    last = raw ? Number(raw) : null;
  } catch {
    return false; // no storage: cannot guard against a loop, so do not reload at all
  }
  if (last !== null && deps.now() - last < LOOP_WINDOW_MS) return false;
  try {
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(deps.now()));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/** After a page chunk loaded fine, a later failure may again be a new deploy. */
export function clearChunkReloadMark(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // ignore
  }
}

function browserDeps(): ChunkReloadDeps {
  return { storage: sessionStorage, reload: () => window.location.reload(), now: Date.now };
}

/** Handles Vite's `vite:preloadError` (a failed preload of a chunk's dependencies). */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError(browserDeps())) event.preventDefault();
  });
}

export function handleChunkError(): boolean {
  return reloadOnceForChunkError(browserDeps());
}

export function markChunkLoaded(): void {
  clearChunkReloadMark(sessionStorage);
}
