import { moduleError } from '../../lib/errors';

/** Every code the sync (a cabinet's datasets, /admin/sync) answers a refused request with. */
export type SyncErrorCode = 'NOT_FOUND' | 'VALIDATION_FAILED' | 'SYNC_PAUSED' | 'SYNC_RUNNING';

export const syncError = moduleError<SyncErrorCode>();

export const accountNotFound = () => syncError('NOT_FOUND', 'Кабинет WB не найден');

export const pairNotFound = () => syncError('NOT_FOUND', 'Кабинет WB или набор данных не найден');

export const datasetNotSynced = () =>
  syncError('NOT_FOUND', 'Этот набор данных не синхронизируется');

export const syncPaused = () =>
  syncError('SYNC_PAUSED', 'Синхронизация приостановлена: сначала возобновите её', {
    status: 409,
  });

export const syncRunning = () =>
  syncError('SYNC_RUNNING', 'Идёт синхронизация этих данных: повторите, когда она закончится', {
    status: 409,
  });

export const resyncFromFuture = () =>
  syncError('VALIDATION_FAILED', 'Проверьте поля', {
    fieldErrors: { from: ['Дата не может быть позже сегодняшней'] },
  });
