import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Organization } from '@wb/shared/connections/organizations.contract';
import { useTranslation } from 'react-i18next';
import { ActionsCell, ActionsHeadCell } from '../../../components/actions/actions-cells';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { formatPercent } from '../lib/organization-form';

export interface OrganizationActions {
  onEdit?: (organization: Organization) => void;
  onDelete?: (organization: Organization) => void;
}

/** The legal entities: form, name, ИНН/КПП, ОГРН, tax system with rates, linked accounts. */
export function OrganizationsTable({
  organizations,
  onEdit,
  onDelete,
}: { organizations: readonly Organization[] } & OrganizationActions) {
  const { t, i18n } = useTranslation('organizations');
  const percent = (value: string) => formatPercent(value, i18n.language);
  const actions = Boolean(onEdit || onDelete);
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table aria-label={t('list.label')} size="small" sx={{ minWidth: 820 }}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('list.innKpp')}</TableCell>
            <TableCell>{t('list.registration')}</TableCell>
            <TableCell>{t('list.tax')}</TableCell>
            <TableCell align="right">{t('list.accounts')}</TableCell>
            {actions && <ActionsHeadCell label={t('list.actions')} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {organizations.map((o) => (
            <TableRow key={o.id} hover>
              <TableCell component="th" scope="row">
                <Chip size="small" label={t(`forms.${o.form}`)} sx={{ mr: 1 }} />
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {o.name}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {o.kpp ? `${o.inn} / ${o.kpp}` : o.inn}
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{o.ogrn ?? '—'}</TableCell>
              <TableCell>
                {t(`taxSystems.${o.taxSystem}`)}
                <Typography variant="body2" color="text.secondary">
                  {t('list.rates', {
                    tax: percent(o.taxRate),
                    vat: o.vatRate === null ? t('list.noVat') : percent(o.vatRate),
                  })}
                </Typography>
              </TableCell>
              <TableCell align="right">{o.accountsCount}</TableCell>
              {actions && (
                <ActionsCell>
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
                </ActionsCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
