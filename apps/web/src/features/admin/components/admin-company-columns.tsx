import Block from '@mui/icons-material/Block';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ADMIN_COMPANY_COLUMNS, type AdminCompanyRow } from '@wb/shared/identity/admin.contract';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/data-table/types';
import { useFormat } from '../../../components/format/use-format';

function Created({ value }: { value: string }) {
  return <>{useFormat().localDate(value)}</>;
}

/** The /admin/companies columns: the shared definitions with labels and the state chip. */
export function adminCompanyColumns(t: TFunction<'admin'>): DataColumn<AdminCompanyRow>[] {
  return ADMIN_COMPANY_COLUMNS.map((def): DataColumn<AdminCompanyRow> => {
    const column: DataColumn<AdminCompanyRow> = {
      ...def,
      label: t(`companies.columns.${def.key}`),
    };
    switch (def.key) {
      case 'name':
        return {
          ...column,
          render: (company) => (
            <Typography variant="inherit" noWrap title={company.name} sx={{ fontWeight: 600 }}>
              {company.name}
            </Typography>
          ),
        };
      case 'inn':
        return { ...column, render: (company) => company.inn ?? '—' };
      case 'owners':
        return {
          ...column,
          render: (company) => {
            const owners = company.owners.join(', ');
            return (
              <Typography variant="inherit" noWrap title={owners}>
                {owners || '—'}
              </Typography>
            );
          },
        };
      case 'createdAt':
        return { ...column, render: (company) => <Created value={company.createdAt} /> };
      case 'blocked':
        return {
          ...column,
          optionLabel: (v) => t(v === 'true' ? 'companies.isBlocked' : 'companies.active'),
          render: (company) =>
            company.blocked ? (
              <Chip size="small" color="error" icon={<Block />} label={t('companies.isBlocked')} />
            ) : (
              t('companies.active')
            ),
        };
      default:
        return column;
    }
  });
}
