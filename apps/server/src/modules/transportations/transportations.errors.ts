import { moduleError } from '../../lib/errors';

/** Codes a transportation or logistics-group request is refused with (besides the ledger's). */
export type TransportationErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'TRANSPORTATION_NOT_EDITABLE'
  | 'TRANSITION_NOT_ALLOWED'
  | 'SUPPLY_NOT_LINKED'
  | 'SUPPLY_NOT_ACCEPTED'
  | 'WB_UNAVAILABLE'
  | 'WB_REJECTED';

export const transportationError = moduleError<TransportationErrorCode>();

export const transportationNotFound = () =>
  transportationError('NOT_FOUND', 'Перевозка не найдена');
export const groupNotFound = () =>
  transportationError('NOT_FOUND', 'Логистическая группа не найдена');

export const bad = (message: string, fieldErrors?: Record<string, string[]>) =>
  transportationError('VALIDATION_FAILED', message, { fieldErrors });

export const notEditable = () =>
  transportationError(
    'TRANSPORTATION_NOT_EDITABLE',
    'Товары и короба меняются, пока перевозка запланирована или собирается: она уже отгружена или закрыта',
    { status: 409 },
  );

export const transitionNotAllowed = (from: string, to: string) =>
  transportationError('TRANSITION_NOT_ALLOWED', `Из статуса «${from}» нельзя перейти в «${to}»`, {
    status: 409,
  });

/** Delivered or accepted: the goods are WB's, a cancel would not bring them back to the warehouse. */
export const notCancellable = (from: string) =>
  transportationError(
    'TRANSITION_NOT_ALLOWED',
    `Перевозку в статусе «${from}» нельзя отменить: товары уже переданы WB и на свой склад отменой не вернутся`,
    { status: 409 },
  );

export const supplyNotLinked = () =>
  transportationError(
    'SUPPLY_NOT_LINKED',
    'К перевозке не привязана поставка WB: укажите её номер',
    { status: 409 },
  );

export const supplyNotAccepted = (why: string) =>
  transportationError('SUPPLY_NOT_ACCEPTED', `WB ещё не принял поставку: ${why}`, { status: 409 });
