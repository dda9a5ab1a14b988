import { moduleError } from '../../lib/errors';

/** Every code the warehouse module answers a refused request with. */
export type WarehouseErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'WAREHOUSE_EXISTS'
  | 'WAREHOUSE_IN_USE'
  | 'OPERATION_NOT_DRAFT'
  | 'OPERATION_CANCELLED'
  | 'STOCK_NEGATIVE'
  | 'COST_UNKNOWN'
  | 'BARCODE_NOT_FOUND';

export const warehouseError = moduleError<WarehouseErrorCode>();

export const warehouseNotFound = () => warehouseError('NOT_FOUND', 'Склад не найден');
export const operationNotFound = () => warehouseError('NOT_FOUND', 'Складская операция не найдена');

export const bad = (message: string, fieldErrors?: Record<string, string[]>) =>
  warehouseError('VALIDATION_FAILED', message, { fieldErrors });

export const duplicateWarehouse = () =>
  warehouseError('WAREHOUSE_EXISTS', 'Склад с таким названием уже есть', {
    status: 409,
    fieldErrors: { name: ['Склад с таким названием уже есть'] },
  });

export const warehouseInUse = (operations: number) =>
  warehouseError(
    'WAREHOUSE_IN_USE',
    `По складу есть операции (${operations}): его нельзя удалить, движения остатков хранятся навсегда`,
    { status: 409 },
  );

export const notDraft = () =>
  warehouseError('OPERATION_NOT_DRAFT', 'Изменять можно только черновик операции', { status: 409 });

export const operationCancelled = () =>
  warehouseError('OPERATION_CANCELLED', 'Операция отменена: провести её нельзя', { status: 409 });

/** The 409 of a posting (or a cancellation) that would take more units than a warehouse has. */
export const stockNegative = (lines: string[], cancelling = false) =>
  warehouseError(
    'STOCK_NEGATIVE',
    `${cancelling ? 'Отмена' : 'Проведение'} уведёт остаток в минус: ${lines.join('; ')}`,
    { status: 409 },
  );

export const costUnknown = (lines: string[]) =>
  warehouseError(
    'COST_UNKNOWN',
    `Себестоимость не известна (товар ещё не приходовался): укажите её в строках — ${lines.join('; ')}`,
    { status: 409 },
  );

export const barcodeNotFound = (barcode: string) =>
  warehouseError('BARCODE_NOT_FOUND', `Товар с баркодом ${barcode} не найден`, { status: 404 });
