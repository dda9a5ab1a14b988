import { moduleError } from '../../lib/errors';

/** Every code the products (the grid's bulk actions, the product page) answer a refusal with. */
export type ProductsErrorCode = 'NOT_FOUND' | 'VALIDATION_FAILED';

export const productsError = moduleError<ProductsErrorCode>();

/** The 400 that refuses a bulk action or a period, with its reason. */
export const bad = (message: string, fieldErrors?: Record<string, string[]>) =>
  productsError('VALIDATION_FAILED', message, fieldErrors ? { fieldErrors } : {});

export const productNotFound = () => productsError('NOT_FOUND', 'Товар не найден');
