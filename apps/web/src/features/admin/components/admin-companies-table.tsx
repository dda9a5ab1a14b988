import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  adminBlockCompanyContract,
  type adminCompanyRowSchema,
} from '@wb/shared/identity/admin.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDateFormat } from '../../../components/format/date-time';
import { ActionsHeadCell } from '../../../components/actions/actions-cells';
import { adminQueries } from '../api/admin-queries';

type Row = z.infer<typeof adminCompanyRowSchema>;

/** All companies of the platform, one page, with blocking (confirmed). */
export function AdminCompaniesTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const setBlocked = useMutation({
    mutationFn: ({ company, blocked }: { company: Row; blocked: boolean }) =>
      apiRequest(adminBlockCompanyContract, { params: { id: company.id }, body: { blocked } }),
    meta: { action: t('companies.blockFailed') },
    onSuccess: (company) =>
      void notify(
        t(company.blocked ? 'companies.blocked' : 'companies.unblocked', { name: company.name }),
        {
          variant: 'success',
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.companies() }),
  });

  const toggle = async (company: Row) => {
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
    <TableContainer>
      <Table size="small" aria-label={t('companies.tableLabel')} sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('companies.name')}</TableCell>
            <TableCell>{t('companies.inn')}</TableCell>
            <TableCell>{t('companies.owners')}</TableCell>
            <TableCell align="right">{t('companies.members')}</TableCell>
            <TableCell>{t('companies.created')}</TableCell>
            <TableCell>{t('companies.state')}</TableCell>
            <ActionsHeadCell label={t('companies.actions')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((company) => (
            <TableRow key={company.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {company.name}
              </TableCell>
              <TableCell>{company.inn ?? '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                {company.owners.length ? company.owners.join(', ') : '—'}
              </TableCell>
              <TableCell align="right">{company.membersCount}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(company.createdAt)}</TableCell>
              <TableCell>
                {company.blocked ? (
                  <Chip
                    size="small"
                    color="error"
                    icon={<Block />}
                    label={t('companies.isBlocked')}
                  />
                ) : (
                  t('companies.active')
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
