import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { ADMIN_USER_COLUMNS, type AdminUserRow } from '@wb/shared/identity/admin.contract';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { DataColumn } from '../../../components/data-table/types';
import { useFormat } from '../../../components/format/use-format';
import { Flag } from './flag';

function LastLogin({ value, never }: { value: string | null; never: string }) {
  const format = useFormat();
  return <>{value ? format.localDateTime(value) : never}</>;
}

function Registered({ value }: { value: string }) {
  return <>{useFormat().localDate(value)}</>;
}

/** The /admin/users columns: the shared definitions with labels, chips and the link to a user. */
export function adminUserColumns(t: TFunction<'admin'>): DataColumn<AdminUserRow>[] {
  const yesNo = (v: string) => t(v === 'true' ? 'yes' : 'no');
  return ADMIN_USER_COLUMNS.map((def): DataColumn<AdminUserRow> => {
    const column: DataColumn<AdminUserRow> = { ...def, label: t(`users.columns.${def.key}`) };
    switch (def.key) {
      case 'email':
        return {
          ...column,
          render: (user) => (
            // The link is the keyboard way into the row (the row opens the user too).
            <Link
              component={RouterLink}
              to={`/admin/users/${user.id}`}
              onClick={(e) => e.stopPropagation()}
            >
              {user.email}
            </Link>
          ),
        };
      case 'type':
        return {
          ...column,
          optionLabel: (v) => t(`types.${v as AdminUserRow['type']}`),
          render: (user) =>
            user.type === 'admin' ? (
              <Chip size="small" color="secondary" label={t('types.admin')} />
            ) : (
              t('types.user')
            ),
        };
      case 'isBlocked':
        return {
          ...column,
          optionLabel: yesNo,
          render: (user) =>
            user.isBlocked ? (
              <Chip size="small" color="error" label={t('users.isBlocked')} />
            ) : (
              t('no')
            ),
        };
      case 'emailVerified':
      case 'totpEnabled': {
        const key = def.key;
        return {
          ...column,
          optionLabel: yesNo,
          render: (user) => <Flag on={user[key]} label={t('yes')} offLabel={t('no')} />,
        };
      }
      case 'lastLoginAt':
        return {
          ...column,
          render: (user) => <LastLogin value={user.lastLoginAt} never={t('never')} />,
        };
      case 'createdAt':
        return { ...column, render: (user) => <Registered value={user.createdAt} /> };
      default:
        return column;
    }
  });
}
