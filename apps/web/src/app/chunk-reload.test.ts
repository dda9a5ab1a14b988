import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, clearChunkReloadMark, reloadOnceForChunkError } from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('reload once on a failed chunk load', () => {
  it('reloads the first time, then lets the error through instead of looping', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadOnceForChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 2_000; // the reloaded page fails again
    expect(reloadOnceForChunkError(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy once a chunk has loaded fine', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = { storage, reload, now: () => 5_000 };
    reloadOnceForChunkError(deps);
    clearChunkReloadMark(storage);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(reloadOnceForChunkError(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload at all when it cannot remember having reloaded', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(reloadOnceForChunkError({ storage: broken, reload, now: () => 0 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
