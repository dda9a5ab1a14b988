import type { Me } from '@wb/shared/identity/me.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import BusinessOutlined from 'plain-icon:BusinessOutlined';
import ExpandMore from 'plain-icon:ExpandMore';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../query/api-client';
import { meQuery } from '../session/me';
import { switchCompanyEndpoint } from '../session/shell-endpoints';
import { useMenuTrigger } from './menu-trigger';

const CompanyMenu = lazy(() => import('./header-menus').then((m) => ({ default: m.CompanyMenu })));

/**
 * The current company (header). Switching re-scopes every query on the server, so all cached
 * data of the previous company is dropped. A button with a menu, not a select field: it is on
 * every page, and the select would bring the whole input machinery into the shell.
 */
export function CompanySwitcher({ me }: { me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const trigger = useMenuTrigger();
  const mutation = useMutation({
    mutationFn: (companyId: string) => apiRequest(switchCompanyEndpoint, { body: { companyId } }),
    meta: { action: t('header.switchCompanyFailed') },
    onSuccess: async (next) => {
      queryClient.setQueryData(meQuery.queryKey, next);
      await queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
  });
  if (me.companies.length === 0) return null;
  const current = me.currentCompany;
  return (
    <>
      {/* On a phone it takes the header's free width (the title has a row of its own); a name
          longer than that ends in an ellipsis, and the menu shows it in full. */}
      <button
        type="button"
        className="wb-shell-text-button"
        {...trigger.button}
        disabled={mutation.isPending}
        aria-label={`${t('header.company')}: ${current?.name ?? '—'}`}
        data-testid="company-switcher"
      >
        <span className="wb-shell-text-button__start">
          <BusinessOutlined />
        </span>
        <span className="wb-shell-text-button__label">{current?.name ?? t('header.company')}</span>
        <span className="wb-shell-text-button__end">
          <ExpandMore />
        </span>
      </button>
      {trigger.opened && (
        <Suspense fallback={null}>
          <CompanyMenu {...trigger.menu} me={me} onSelect={(id) => mutation.mutate(id)} />
        </Suspense>
      )}
    </>
  );
}
