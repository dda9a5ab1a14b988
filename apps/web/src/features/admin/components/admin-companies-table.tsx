import Button from '@mui/material/Button';
import {
  adminBlockCompanyContract,
  adminCompaniesList,
  type AdminCompanyRow,
} from '@wb/shared/identity/admin.contract';
import type { ViewState } from '@wb/shared/list/view-state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { listQueryKey } from '../../../app/query/list-api';
import { useConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { adminCompanyColumns } from './admin-company-columns';

/** All companies of the platform on the one grid, with blocking (confirmed) as a row action. */
export function AdminCompaniesTable({ defaultView }: { defaultView: ViewState }) {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const columns = useMemo(() => adminCompanyColumns(t), [t]);
  const list = useList(adminCompaniesList);
  const setBlocked = useMutation({
    mutationFn: ({ company, blocked }: { company: AdminCompanyRow; blocked: boolean }) =>
      apiRequest(adminBlockCompanyContract, { params: { id: company.id }, body: { blocked } }),
    meta: { action: t('companies.blockFailed') },
    onSuccess: (company) =>
      void notify(
        t(company.blocked ? 'companies.blocked' : 'companies.unblocked', { name: company.name }),
        { variant: 'success' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listQueryKey(adminCompaniesList) }),
  });

  const toggle = async (company: AdminCompanyRow) => {
    const blocked = !company.blocked;
    const key = blocked ? 'block' : 'unblock';
    const ok = await confirm({
      title: t(`companies.confirm.${key}.title`, { name: company.name }),
      description: t(`companies.confirm.${key}.text`),
      confirmText: t(`companies.confirm.${key}.button`),
    });
    if (ok) setBlocked.mutate({ company, blocked });
  };

  return (
    <DataTable
      list={list}
      label={t('companies.tableLabel')}
      columns={columns}
      defaultView={defaultView}
      rowId={(company) => company.id}
      rowActions={{
        label: t('companies.actions'),
        width: 170,
        render: (company) => (
          <Button
            size="small"
            color={company.blocked ? 'primary' : 'error'}
            disabled={setBlocked.isPending}
            onClick={() => void toggle(company)}
            aria-label={t(company.blocked ? 'companies.unblockWho' : 'companies.blockWho', {
              name: company.name,
            })}
          >
            {t(company.blocked ? 'companies.unblock' : 'companies.block')}
          </Button>
        ),
      }}
    />
  );
}
