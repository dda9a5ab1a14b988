import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  ORGANIZATION_COLUMNS,
  organizationsList,
  type Organization,
} from '@wb/shared/connections/organizations.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { DataTable } from '../../../components/data-table/data-table';
import type { RowActions } from '../../../components/data-table/table-grid';
import type { DataColumn } from '../../../components/data-table/types';
import { useList } from '../../../components/data-table/use-list';
import { formatPercent } from '../lib/organization-form';

type T = TFunction<'organizations'>;

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'name', dir: 'asc' }],
  pins: { left: ['name'], right: [] },
};

export interface OrganizationActions {
  onEdit?: (organization: Organization) => void;
  onDelete?: (organization: Organization) => void;
}

function organizationColumns(t: T, language: string): DataColumn<Organization>[] {
  const percent = (value: string) => formatPercent(value, language);
  return ORGANIZATION_COLUMNS.map((def): DataColumn<Organization> => {
    const column: DataColumn<Organization> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'name':
        return {
          ...column,
          render: (o) => (
            <>
              <Chip size="small" label={t(`forms.${o.form}`)} sx={{ mr: 1 }} />
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {o.name}
              </Typography>
            </>
          ),
        };
      case 'form':
        return { ...column, optionLabel: (v) => t(`forms.${v as Organization['form']}`) };
      case 'taxSystem':
        return {
          ...column,
          optionLabel: (v) => t(`taxSystems.${v as Organization['taxSystem']}`),
          render: (o) => (
            <>
              {t(`taxSystems.${o.taxSystem}`)}
              <Typography variant="body2" color="text.secondary">
                {t('list.rates', {
                  tax: percent(o.taxRate),
                  vat: o.vatRate === null ? t('list.noVat') : percent(o.vatRate),
                })}
              </Typography>
            </>
          ),
        };
      case 'kpp':
      case 'ogrn':
        return { ...column, render: (o) => o[def.key] ?? '—' };
      default:
        return column;
    }
  });
}

function organizationRowActions(
  t: T,
  { onEdit, onDelete }: OrganizationActions,
): RowActions<Organization> | undefined {
  if (!onEdit && !onDelete) return undefined;
  return {
    label: t('list.actions'),
    width: 16 + (onEdit ? 40 : 0) + (onDelete ? 40 : 0),
    render: (o) => (
      <>
        {onEdit && (
          <RowActionButton
            title={t('list.edit')}
            label={t('list.editWho', { name: o.name })}
            icon={<EditOutlined />}
            onClick={() => onEdit(o)}
          />
        )}
        {onDelete && (
          <RowActionButton
            title={t('list.delete')}
            label={t('list.deleteWho', { name: o.name })}
            icon={<DeleteOutlined />}
            color="error"
            onClick={() => onDelete(o)}
          />
        )}
      </>
    ),
  };
}

/**
 * The legal entities in the one DataTable: form and name, ИНН, КПП, ОГРН, tax system with
 * rates, linked accounts (summed) — filtered, sorted and exported on the server.
 */
export function OrganizationsTable({ onEdit, onDelete }: OrganizationActions) {
  const { t, i18n } = useTranslation('organizations');
  const list = useList(organizationsList);
  const columns = useMemo(() => organizationColumns(t, i18n.language), [t, i18n.language]);
  const rowActions = useMemo(
    () => organizationRowActions(t, { onEdit, onDelete }),
    [t, onEdit, onDelete],
  );
  return (
    <DataTable<Organization>
      list={list}
      label={t('list.label')}
      columns={columns}
      defaultView={DEFAULTS}
      rowId={(row) => row.id}
      emptyText={t('list.empty')}
      {...(rowActions ? { rowActions } : {})}
    />
  );
}
