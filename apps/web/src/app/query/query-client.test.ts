import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query client defaults (seed §9)', () => {
  it('does not refetch on focus, keeps unused data 5 minutes, retries with backoff', () => {
    const client = createQueryClient({ onActionError: vi.fn() });
    const q = client.getDefaultOptions().queries!;
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.gcTime).toBe(5 * 60_000);
    expect(q.retry).toBe(shouldRetry);
    expect(client.getDefaultOptions().mutations!.retry).toBe(false);
  });

  it('retries 3 times, 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    const err = new ApiError(503, 'SERVICE_UNAVAILABLE', 'down');
    expect(shouldRetry(0, err)).toBe(true);
    expect(shouldRetry(2, err)).toBe(true);
    expect(shouldRetry(3, err)).toBe(false);
  });

  it('does not retry client errors that would fail again, except 408 and 429', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(408, 'TIMEOUT', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'NETWORK', 'x'))).toBe(true);
  });

  it('never lets a failed user action go silent', async () => {
    const onActionError = vi.fn();
    const client = createQueryClient({ onActionError });
    const error = new ApiError(409, 'CONFLICT', 'Данные изменились');
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error), meta: { action: 'Сохранение' } })
        .execute(undefined),
    ).rejects.toBe(error);
    expect(onActionError).toHaveBeenCalledWith(error, 'Сохранение');
  });

  it('stays quiet for mutations that show their own errors', async () => {
    const onActionError = vi.fn();
    const client = createQueryClient({ onActionError });
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new Error('x')), meta: { silent: true } })
        .execute(undefined),
    ).rejects.toThrow();
    expect(onActionError).not.toHaveBeenCalled();
  });
});
