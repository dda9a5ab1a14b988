import { moduleError } from '../../lib/errors';

/** Codes an acceptance request is refused with (besides the ledger's, warehouse.errors.ts). */
export type AcceptanceErrorCode =
  'NOT_FOUND' | 'ACCEPTANCE_NOT_DRAFT' | 'ACCEPTANCE_NOT_COUNTING' | 'ACCEPTANCE_CLOSED';

const acceptanceError = moduleError<AcceptanceErrorCode>();

export const acceptanceNotFound = () => acceptanceError('NOT_FOUND', 'Приёмка не найдена');

export const acceptanceNotDraft = () =>
  acceptanceError(
    'ACCEPTANCE_NOT_DRAFT',
    'Ожидаемые строки меняются только в черновике: пересчёт уже начат',
    { status: 409 },
  );

export const acceptanceNotCounting = () =>
  acceptanceError(
    'ACCEPTANCE_NOT_COUNTING',
    'Приёмка ещё не пересчитывается: начните пересчёт или отсканируйте товар',
    { status: 409 },
  );

export const acceptanceClosed = (status: 'done' | 'cancelled') =>
  acceptanceError(
    'ACCEPTANCE_CLOSED',
    status === 'cancelled'
      ? 'Приёмка отменена: менять её нельзя'
      : 'Приёмка завершена: её приход проведён, отменить его можно в складских операциях',
    { status: 409 },
  );
