import type { CostVersion, CostVersionInput } from '@wb/shared/product-costs/cost';
import {
  createProductCostContract,
  deleteProductCostContract,
  listProductCostsContract,
  updateProductCostContract,
} from '@wb/shared/product-costs/product-costs.contract';
import {
  calculateUnitEconomicsContract,
  getProductContract,
  getProductPricesContract,
  getProductSalesContract,
  getProductStocksContract,
  getUnitEconomicsContract,
  type UnitEconomicsInput,
} from '@wb/shared/products/product.contract';
import { productsList } from '@wb/shared/products/products.contract';
import { listCurrenciesContract } from '@wb/shared/currencies/currencies.contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

/** One product's card as the page shows it: the nmID and, when chosen, the WB account. */
export interface ProductKey {
  nmId: string;
  account?: string;
}

const params = (key: ProductKey) => ({ params: { nmId: key.nmId } });
const query = (key: ProductKey) => (key.account ? { account: key.account } : {});

/** Query keys of the product page, under the products root: `['products', 'card', nmId, account]`. */
export const productQueries = {
  all: () => [productsList.tag, 'card'] as const,
  of: (key: ProductKey) => [...productQueries.all(), key.nmId, key.account ?? ''] as const,
  detail: (key: ProductKey) =>
    queryOptions({
      queryKey: [...productQueries.of(key), 'detail'] as const,
      queryFn: ({ signal }) =>
        apiRequest(getProductContract, { ...params(key), query: query(key) }, { signal }),
    }),
  prices: (key: ProductKey) =>
    queryOptions({
      queryKey: [...productQueries.of(key), 'prices'] as const,
      queryFn: ({ signal }) =>
        apiRequest(getProductPricesContract, { ...params(key), query: query(key) }, { signal }),
    }),
  costs: (key: ProductKey) =>
    queryOptions({
      queryKey: [...productQueries.of(key), 'costs'] as const,
      queryFn: ({ signal }) =>
        apiRequest(listProductCostsContract, { ...params(key), query: query(key) }, { signal }),
    }),
  stocks: (key: ProductKey) =>
    queryOptions({
      queryKey: [...productQueries.of(key), 'stocks'] as const,
      queryFn: ({ signal }) =>
        apiRequest(getProductStocksContract, { ...params(key), query: query(key) }, { signal }),
    }),
  sales: (key: ProductKey, period: { from: string; to: string }) =>
    queryOptions({
      queryKey: [...productQueries.of(key), 'sales', period.from, period.to] as const,
      queryFn: ({ signal }) =>
        apiRequest(
          getProductSalesContract,
          { ...params(key), query: { ...query(key), ...period } },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  unitEconomics: (key: ProductKey) =>
    queryOptions({
      queryKey: [...productQueries.of(key), 'unit-economics'] as const,
      queryFn: ({ signal }) =>
        apiRequest(getUnitEconomicsContract, { ...params(key), query: query(key) }, { signal }),
    }),
  /** The calculation of valid inputs (pure, so cached by its inputs). */
  calculation: (key: ProductKey, input: UnitEconomicsInput) =>
    queryOptions({
      queryKey: [...productQueries.all(), key.nmId, 'calculation', input] as const,
      queryFn: ({ signal }) =>
        apiRequest(calculateUnitEconomicsContract, { ...params(key), body: input }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: Infinity,
    }),
};

export const currenciesQuery = queryOptions({
  queryKey: ['currencies'] as const,
  queryFn: ({ signal }) => apiRequest(listCurrenciesContract, {}, { signal }),
  staleTime: Infinity,
});

/** Adds (no version) or changes (a version) a cost price version; the form shows its errors. */
export function useSaveCost(
  key: ProductKey,
  version: CostVersion | undefined,
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CostVersionInput) =>
      version
        ? apiRequest(updateProductCostContract, {
            params: { nmId: key.nmId, id: version.id },
            body,
          })
        : apiRequest(createProductCostContract, { ...params(key), query: query(key), body }),
    meta: { silent: true },
    onSuccess: async () => {
      onSaved();
      void notify(t(version ? 'costs.updated' : 'costs.created'), { variant: 'success' });
      // The current cost shows in the calculator too.
      await queryClient.invalidateQueries({ queryKey: productQueries.of(key) });
    },
    onError,
  });
}

export function useDeleteCost(key: ProductKey) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: CostVersion) =>
      apiRequest(deleteProductCostContract, { params: { nmId: key.nmId, id: version.id } }),
    meta: { action: t('costs.deleteFailed') },
    onSuccess: () => void notify(t('costs.deleted'), { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.of(key) }),
  });
}
