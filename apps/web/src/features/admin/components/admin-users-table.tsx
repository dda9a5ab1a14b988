import type { AdminUserRow } from '@wb/shared/identity/admin.contract';
import type { ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { ADMIN_USERS_EXPORT_PATH, adminQueries, fetchAdminUsersPage } from '../api/admin-queries';
import { adminUserColumns } from './admin-user-columns';

/** All users of the platform on the one grid; a row opens the user. */
export function AdminUsersTable({ defaultView }: { defaultView: ViewState }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const columns = useMemo(() => adminUserColumns(t), [t]);
  return (
    <DataTable
      resource="adminUsers"
      label={t('users.tableLabel')}
      columns={columns}
      defaultView={defaultView}
      queryKey={adminQueries.users()}
      fetchPage={fetchAdminUsersPage}
      exportPath={ADMIN_USERS_EXPORT_PATH}
      rowId={(user: AdminUserRow) => user.id}
      onRowClick={(user) => void navigate(`/admin/users/${user.id}`)}
    />
  );
}
