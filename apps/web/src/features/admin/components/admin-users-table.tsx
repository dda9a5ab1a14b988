import { adminUsersList, type AdminUserRow } from '@wb/shared/identity/admin.contract';
import type { ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { adminUserColumns } from './admin-user-columns';

/** All users of the platform on the one grid; a row opens the user. */
export function AdminUsersTable({ defaultView }: { defaultView: ViewState }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const columns = useMemo(() => adminUserColumns(t), [t]);
  const list = useList(adminUsersList);
  return (
    <DataTable
      list={list}
      label={t('users.tableLabel')}
      columns={columns}
      defaultView={defaultView}
      rowId={(user: AdminUserRow) => user.id}
      onRowClick={(user) => void navigate(`/admin/users/${user.id}`)}
    />
  );
}
