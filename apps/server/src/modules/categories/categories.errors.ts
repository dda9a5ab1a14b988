import { CATEGORY_LIMITS } from '@wb/shared/categories/categories.contract';
import { moduleError } from '../../lib/errors';

/** Every code the category tree answers a refused request with. */
export type CategoriesErrorCode =
  'NOT_FOUND' | 'VALIDATION_FAILED' | 'CATEGORY_LIMIT' | 'CATEGORY_TOO_DEEP' | 'CATEGORY_CYCLE';

export const categoriesError = moduleError<CategoriesErrorCode>();

export const categoryNotFound = () => categoriesError('NOT_FOUND', 'Категория не найдена');

const DUPLICATE_NAME = 'На этом уровне уже есть категория с таким названием';
export const duplicateName = () =>
  categoriesError('VALIDATION_FAILED', DUPLICATE_NAME, { fieldErrors: { name: [DUPLICATE_NAME] } });

const NO_PARENT = 'Родительская категория не найдена';
export const parentNotFound = (field: string) =>
  categoriesError('VALIDATION_FAILED', NO_PARENT, { fieldErrors: { [field]: [NO_PARENT] } });

export const tooMany = () =>
  categoriesError('CATEGORY_LIMIT', `Категорий может быть не больше ${CATEGORY_LIMITS.perCompany}`);

export const tooDeep = () =>
  categoriesError(
    'CATEGORY_TOO_DEEP',
    `Вложенность категорий — не больше ${CATEGORY_LIMITS.maxDepth} уровней`,
  );

export const cycle = (self: boolean) =>
  categoriesError(
    'CATEGORY_CYCLE',
    self ? 'Категорию нельзя вложить саму в себя' : 'Категорию нельзя вложить в её же подкатегорию',
  );
