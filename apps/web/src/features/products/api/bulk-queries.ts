import {
  commitCostImportContract,
  previewCostImportContract,
} from '@wb/shared/product-costs/cost-import.contract';
import {
  bulkCategoryContract,
  bulkCostContract,
  bulkTagsContract,
  productOptionsContract,
  type BulkCategoryInput,
  type BulkCostInput,
  type BulkTagsInput,
  type ProductSelection,
} from '@wb/shared/products/products-bulk.contract';
import type { ProductRow } from '@wb/shared/products/products.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import type { SelectionInfo } from '../../../components/data-table/use-row-selection';
import { productQueries } from './products-queries';

// The writes of /products: only the dialogs (loaded on demand) use them.

/** Tags, categories and currencies for the bulk dialogs. */
export const optionsQuery = () =>
  queryOptions({
    queryKey: [...productQueries.all(), 'options'] as const,
    queryFn: ({ signal }) => apiRequest(productOptionsContract, {}, { signal }),
  });

/** The grid's selection as the bulk endpoints take it. */
function selectionOf(info: SelectionInfo<ProductRow>): ProductSelection {
  if (info.allMatching) return { all: true, ...(info.filter ? { filter: info.filter } : {}) };
  return { keys: info.rows.map((r) => ({ accountId: r.accountId, nmId: r.nmId })) };
}

type Without<T> = Omit<T, 'selection'>;
/** A bulk action without its selection (the dialog's selection is added). */
export type BulkRequest =
  | { kind: 'tags'; body: Without<BulkTagsInput> }
  | { kind: 'category'; body: Without<BulkCategoryInput> }
  | { kind: 'cost'; body: Without<BulkCostInput> };
export type BulkKind = BulkRequest['kind'];

/**
 * One bulk action on the selection; on success the selection is cleared, the dialog closes and
 * the grid reloads. The dialog shows a failure itself (the server's reason), so the query client
 * stays silent.
 */
export function useBulkAction(selection: SelectionInfo<ProductRow>, onClose: () => void) {
  const { t } = useTranslation('products');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BulkRequest) => {
      const on = { selection: selectionOf(selection) };
      switch (request.kind) {
        case 'tags':
          return apiRequest(bulkTagsContract, { body: { ...request.body, ...on } });
        case 'category':
          return apiRequest(bulkCategoryContract, { body: { ...request.body, ...on } });
        case 'cost':
          return apiRequest(bulkCostContract, { body: { ...request.body, ...on } });
      }
    },
    meta: { silent: true },
    onSuccess: async (result, request) => {
      selection.clear();
      onClose();
      void notify(t(`bulk.${request.kind}.done`, { count: result.products }), {
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: productQueries.all() });
    },
  });
}

/** The import endpoints take the file as a form upload (its name decides the format). */
export const previewCostImport = (file: File) =>
  apiRequest(previewCostImportContract, { body: { file } });

export function useCommitCostImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiRequest(commitCostImportContract, { body: { file } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  });
}
