import { membersList, type Member, type MemberRole } from '@wb/shared/identity/users.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { MemberActions } from './member-actions';
import { memberColumns } from './member-columns';

export const MEMBERS_VIEW: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'fullName', dir: 'asc' }],
  pins: { left: ['fullName'], right: [] },
};

/** The company's members (GET /api/users) on the one DataTable, with their row actions. */
export function MembersTable({
  roles,
  canEdit,
  canDelete,
}: {
  roles: readonly MemberRole[];
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation('users');
  const list = useList(membersList);
  const columns = useMemo(() => memberColumns(t, { roles, canEdit }), [t, roles, canEdit]);
  const actions = useMemo(
    () =>
      canEdit || canDelete
        ? {
            label: t('members.actions'),
            width: 104,
            render: (member: Member) => (
              <MemberActions member={member} canEdit={canEdit} canDelete={canDelete} />
            ),
          }
        : undefined,
    [t, canEdit, canDelete],
  );
  return (
    <DataTable
      list={list}
      label={t('members.title')}
      columns={columns}
      defaultView={MEMBERS_VIEW}
      rowId={(row) => row.userId}
      emptyText={t('members.empty')}
      {...(actions ? { rowActions: actions } : {})}
    />
  );
}
