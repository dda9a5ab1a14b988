import { switchCompanyContract } from '@wb/shared/identity/me.contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { meQuery } from '../../../app/session/me';

/**
 * After the current company changed (created, deleted): a fresh /api/me, and every other cached
 * query dropped — the server scopes them all to the current company. When the current company
 * is gone (deleted) and others remain, the default one (or the first) becomes current, so the
 * user is not left without a company.
 */
export async function refreshAfterCompanyChange(queryClient: QueryClient): Promise<void> {
  await queryClient.refetchQueries({ queryKey: meQuery.queryKey });
  const me = queryClient.getQueryData(meQuery.queryKey);
  if (me && !me.currentCompany && me.companies.length > 0) {
    const next =
      me.companies.find((c) => c.id === me.settings.defaultCompanyId) ?? me.companies[0]!;
    queryClient.setQueryData(
      meQuery.queryKey,
      await apiRequest(switchCompanyContract, { body: { companyId: next.id } }),
    );
  }
  await queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
}

/** Makes a company the current one (PUT /api/me/company), as the header's switcher does. */
export function useSwitchCompany() {
  const { t } = useTranslation('companies');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: { id: string; name: string }) =>
      apiRequest(switchCompanyContract, { body: { companyId: company.id } }),
    meta: { action: t('switchFailed') },
    onSuccess: async (me, company) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      await queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
      void notify(t('switched', { name: company.name }), { variant: 'success' });
    },
  });
}
