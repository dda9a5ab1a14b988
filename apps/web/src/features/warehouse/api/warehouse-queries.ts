import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { previewLineImportContract } from '@wb/shared/warehouse/warehouse-import.contract';
import { warehouseStockList } from '@wb/shared/warehouse/warehouse-lists.contract';
import {
  cancelOperationContract,
  createOperationContract,
  createWarehouseContract,
  deleteWarehouseContract,
  findByBarcodeContract,
  getOperationContract,
  listWarehousesContract,
  postOperationContract,
  searchItemsContract,
  updateWarehouseContract,
  type OperationInput,
  type WarehouseInput,
} from '@wb/shared/warehouse/warehouse.contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest, isApiError } from '../../../app/query/api-client';

/** Query keys of the module, all under its tag (`['warehouse']`, the grids' pages too). */
export const warehouseQueries = {
  all: () => [warehouseStockList.tag] as const,
  warehouses: () =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'warehouses'] as const,
      queryFn: ({ signal }) => apiRequest(listWarehousesContract, {}, { signal }),
    }),
  operation: (id: string) =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'operation', id] as const,
      queryFn: ({ signal }) => apiRequest(getOperationContract, { params: { id } }, { signal }),
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'items', q] as const,
      queryFn: ({ signal }) => apiRequest(searchItemsContract, { query: { q } }, { signal }),
      enabled: q.trim().length > 0,
      staleTime: 30_000,
    }),
};

export const findByBarcode = (barcode: string) =>
  apiRequest(findByBarcodeContract, { params: { barcode } });

export const previewLines = (file: File) =>
  apiRequest(previewLineImportContract, { body: { file } });

/** Adds (no id) or edits a warehouse; the dialog shows the server's errors. */
export function useSaveWarehouse(id: string | undefined, onError: (error: unknown) => void) {
  const { t } = useTranslation('warehouse');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WarehouseInput) =>
      id
        ? apiRequest(updateWarehouseContract, { params: { id }, body })
        : apiRequest(createWarehouseContract, { body }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      void notify(t('warehouses.saved', { name: saved.name }), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: warehouseQueries.all() });
    },
    onError,
  });
}

export function useDeleteWarehouse() {
  const { t } = useTranslation('warehouse');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteWarehouseContract, { params: { id } }),
    meta: { action: t('warehouses.deleteFailed') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseQueries.all() }),
  });
}

/**
 * Creates a draft and, if asked, posts it. A refused posting leaves the draft (it is saved):
 * the answer names the draft and why it was not posted.
 */
export function useCreateOperation(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, post }: { body: OperationInput; post: boolean }) => {
      const draft = await apiRequest(createOperationContract, { body });
      if (!post) return { id: draft.id, refused: null };
      try {
        await apiRequest(postOperationContract, { params: { id: draft.id } });
        return { id: draft.id, refused: null };
      } catch (error) {
        if (!isApiError(error)) throw error;
        return { id: draft.id, refused: error.message };
      }
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseQueries.all() }),
    onError,
  });
}

/** Posts or cancels an operation (the page shows the server's refusal). */
export function useOperationAction(id: string) {
  const { t } = useTranslation('warehouse');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'post' | 'cancel') =>
      apiRequest(action === 'post' ? postOperationContract : cancelOperationContract, {
        params: { id },
      }),
    meta: { action: t('operation.actionFailed') },
    onSuccess: (op) =>
      void notify(t(`operation.done.${op.status}`, { number: op.number }), { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseQueries.all() }),
  });
}
