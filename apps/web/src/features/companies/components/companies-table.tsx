import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  COMPANY_COLUMNS,
  companiesList,
  type CompanyRow,
} from '@wb/shared/identity/companies.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/types';
import { useList } from '../../../components/data-table/use-list';
import { useSwitchCompany } from '../api/use-switch-company';

export const COMPANIES_VIEW: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'name', dir: 'asc' }],
  pins: { left: ['name'], right: [] },
};

const LABELS = {
  name: 'fields.name',
  roleName: 'list.myRole',
  membersCount: 'list.members',
  state: 'list.state',
  createdAt: 'list.created',
} as const;

/** Current and blocked, as chips (a company can be both). */
function StateChips({ row }: { row: CompanyRow }) {
  const { t } = useTranslation('companies');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap>
      {row.isCurrent && <Chip size="small" color="primary" label={t('list.current')} />}
      {row.blocked && (
        <Chip size="small" color="error" icon={<Block />} label={t('list.blocked')} />
      )}
    </Stack>
  );
}

function companyColumns(t: TFunction<'companies'>): DataColumn<CompanyRow>[] {
  return COMPANY_COLUMNS.map((def): DataColumn<CompanyRow> => {
    const column: DataColumn<CompanyRow> = { ...def, label: t(LABELS[def.key]) };
    switch (def.key) {
      case 'name':
        return {
          ...column,
          render: (row) => (
            <Link component={RouterLink} to={`/companies/${row.id}`} sx={{ fontWeight: 600 }}>
              {row.name}
            </Link>
          ),
        };
      case 'state':
        return {
          ...column,
          optionLabel: (v) => t(v === 'blocked' ? 'list.blocked' : 'list.active'),
          render: (row) => <StateChips row={row} />,
        };
      default:
        return column;
    }
  });
}

function SwitchButton({ row }: { row: CompanyRow }) {
  const { t } = useTranslation('companies');
  const switchCompany = useSwitchCompany();
  if (row.isCurrent) return null;
  return (
    <Button
      size="small"
      disabled={switchCompany.isPending}
      onClick={() => switchCompany.mutate({ id: row.id, name: row.name })}
      aria-label={t('list.switchTo', { name: row.name })}
    >
      {t('list.switch')}
    </Button>
  );
}

/**
 * My companies (GET /api/companies: the signed-in user's, whichever is current) on the one
 * DataTable: name (opens the company), my role, members, state; switch to one.
 */
export function CompaniesTable() {
  const { t } = useTranslation('companies');
  const columns = useMemo(() => companyColumns(t), [t]);
  const list = useList(companiesList);
  return (
    <DataTable
      list={list}
      label={t('list.label')}
      columns={columns}
      defaultView={COMPANIES_VIEW}
      rowId={(row) => row.id}
      emptyText={t('list.empty')}
      rowActions={{
        label: t('list.actions'),
        width: 170,
        render: (row) => <SwitchButton row={row} />,
      }}
    />
  );
}
