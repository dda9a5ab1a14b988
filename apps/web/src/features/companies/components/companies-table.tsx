import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Company } from '@wb/shared/identity/companies.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ActionsHeadCell } from '../../../components/actions/actions-cells';
import { useSwitchCompany } from '../api/use-switch-company';

/** My companies: name, my role, members, state; switch to one, open one. */
export function CompaniesTable({ companies }: { companies: readonly Company[] }) {
  const { t } = useTranslation('companies');
  const switchCompany = useSwitchCompany();
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table aria-label={t('list.label')} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('list.myRole')}</TableCell>
            <TableCell align="right">{t('list.members')}</TableCell>
            <TableCell>{t('list.state')}</TableCell>
            <ActionsHeadCell label={t('list.actions')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {companies.map((company) => (
            <TableRow key={company.id} hover selected={company.isCurrent}>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={`/companies/${company.id}`}
                  sx={{ fontWeight: 600 }}
                >
                  {company.name}
                </Link>
              </TableCell>
              <TableCell>{company.roleName}</TableCell>
              <TableCell align="right">{company.membersCount}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {company.isCurrent && (
                    <Chip size="small" color="primary" label={t('list.current')} />
                  )}
                  {company.blocked && (
                    <Chip size="small" color="error" icon={<Block />} label={t('list.blocked')} />
                  )}
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {!company.isCurrent && (
                  <Button
                    size="small"
                    disabled={switchCompany.isPending}
                    onClick={() => switchCompany.mutate({ id: company.id, name: company.name })}
                    aria-label={t('list.switchTo', { name: company.name })}
                  >
                    {t('list.switch')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
