import { moduleError } from '../../lib/errors';

/** Every code the cost versions and the cost import answer a refused request with. */
export type ProductCostsErrorCode = 'NOT_FOUND' | 'VALIDATION_FAILED' | 'CONFLICT';

export const productCostsError = moduleError<ProductCostsErrorCode>();

/** The 400 that refuses a request (a cost file, a currency), with its reason. */
export const bad = (message: string, fieldErrors?: Record<string, string[]>) =>
  productCostsError('VALIDATION_FAILED', message, fieldErrors ? { fieldErrors } : {});

export const versionNotFound = () =>
  productCostsError('NOT_FOUND', 'Версия себестоимости не найдена');

/** A second version of the same product (or size) and date. */
export const duplicateVersion = () =>
  productCostsError('CONFLICT', 'Версия себестоимости с этой датой для этого размера уже есть');
