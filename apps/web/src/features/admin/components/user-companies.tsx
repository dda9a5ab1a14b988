import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/layout/section-card';
import type { AdminUser } from './user-facts';

/** The user's companies and role in each. */
export function UserCompanies({ companies }: { companies: AdminUser['companies'] }) {
  const { t } = useTranslation('admin');
  return (
    <SectionCard title={t('user.companies')}>
      {companies.length === 0 ? (
        <Typography color="text.secondary">{t('user.noCompanies')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('user.companies')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('companies.name')}</TableCell>
                <TableCell>{t('user.role')}</TableCell>
                <TableCell>{t('user.memberStatus')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {companies.map((company) => (
                <TableRow key={company.id}>
                  <TableCell component="th" scope="row">
                    {company.name}
                  </TableCell>
                  <TableCell>{company.roleName}</TableCell>
                  <TableCell>
                    {t(`user.memberStatuses.${company.status}`, { defaultValue: company.status })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
