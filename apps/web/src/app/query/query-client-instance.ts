import { createQueryClient } from './query-client';

/**
 * The one query client of the private area (created when its layout first loads). The
 * notifications load with the first failure: the shell does not carry them.
 */
export const queryClient = createQueryClient({
  onActionError: (error, action) =>
    void import('../notifications').then((m) => m.notifyActionError(error, action)),
});
