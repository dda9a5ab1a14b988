import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  moveCategoryContract,
  renameCategoryContract,
  type Category,
  type MoveCategoryInput,
} from '@wb/shared/categories/categories.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the category tree, all under `['categories']`. */
export const categoryQueries = {
  all: () => ['categories'] as const,
  tree: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'tree'] as const,
      queryFn: ({ signal }) => apiRequest(listCategoriesContract, {}, { signal }),
    }),
};

/** Adds a category (with a parent: a subcategory) or renames one; the form shows field errors. */
export function useSaveCategory(
  target: { category?: Category; parentId?: string | null },
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('categories');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name }: { name: string }) =>
      target.category
        ? apiRequest(renameCategoryContract, { params: { id: target.category.id }, body: { name } })
        : apiRequest(createCategoryContract, { body: { name, parentId: target.parentId ?? null } }),
    meta: { silent: true },
    onSuccess: (saved) => {
      onSaved();
      void notify(t(target.category ? 'renamed' : 'created', { name: saved.name }), {
        variant: 'success',
      });
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryQueries.all() }),
  });
}

/** Moves a category; the answer is the whole tree, shown at once. */
export function useMoveCategory() {
  const { t } = useTranslation('categories');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MoveCategoryInput & { id: string }) =>
      apiRequest(moveCategoryContract, { params: { id }, body }),
    meta: { action: t('moveFailed') },
    onSuccess: (tree) => queryClient.setQueryData(categoryQueries.tree().queryKey, tree),
    onError: () => queryClient.invalidateQueries({ queryKey: categoryQueries.all() }),
  });
}

export function useDeleteCategory() {
  const { t } = useTranslation('categories');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: Category) =>
      apiRequest(deleteCategoryContract, { params: { id: category.id } }),
    meta: { action: t('deleteFailed') },
    onSuccess: (_data, category) =>
      void notify(t('deleted', { name: category.name }), { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryQueries.all() }),
  });
}
