import { notifyActionError } from '../notifications';
import { createQueryClient } from './query-client';

/** The one query client of the private area (created when its layout first loads). */
export const queryClient = createQueryClient({ onActionError: notifyActionError });
