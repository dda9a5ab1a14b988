import { describe, expect, it, vi } from 'vitest';
import { checkForUpdate, UPDATE_CHECK_INTERVAL_MS } from './update-check';

const registration = (installing: unknown = null) => ({
  installing: installing as ServiceWorker | null,
  update: vi.fn(async () => undefined),
});

describe('service worker update check', () => {
  it('runs every 60 minutes', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('checks when online and nothing is installing', async () => {
    const reg = registration();
    const fetchScript = vi.fn(async () => ({ status: 200 }));
    await expect(
      checkForUpdate(reg, '/sw.js', { isOnline: () => true, fetchScript }),
    ).resolves.toBe('checked');
    expect(fetchScript).toHaveBeenCalledWith('/sw.js');
    expect(reg.update).toHaveBeenCalledTimes(1);
  });

  it('skips while offline', async () => {
    const reg = registration();
    const fetchScript = vi.fn();
    expect(await checkForUpdate(reg, '/sw.js', { isOnline: () => false, fetchScript })).toBe(
      'skipped-offline',
    );
    expect(fetchScript).not.toHaveBeenCalled();
    expect(reg.update).not.toHaveBeenCalled();
  });

  it('skips while a new worker is already installing', async () => {
    const reg = registration({});
    expect(
      await checkForUpdate(reg, '/sw.js', { isOnline: () => true, fetchScript: vi.fn() }),
    ).toBe('skipped-installing');
    expect(reg.update).not.toHaveBeenCalled();
  });

  it('does not ask for an update when the script is unreachable', async () => {
    const reg = registration();
    const down = vi.fn(async () => ({ status: 503 }));
    expect(await checkForUpdate(reg, '/sw.js', { isOnline: () => true, fetchScript: down })).toBe(
      'unreachable',
    );
    const broken = vi.fn(async () => Promise.reject(new Error('net')));
    expect(await checkForUpdate(reg, '/sw.js', { isOnline: () => true, fetchScript: broken })).toBe(
      'unreachable',
    );
    expect(reg.update).not.toHaveBeenCalled();
  });
});
