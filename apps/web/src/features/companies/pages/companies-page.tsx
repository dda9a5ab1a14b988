import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { companyQueries } from '../api/companies-queries';
import { CompaniesCards } from '../components/companies-cards';
import { CompaniesTable } from '../components/companies-table';
import { CreateCompanyDialog } from '../components/create-company-dialog';

/** /companies: the companies I belong to; create one, switch to one, open one. */
export default function CompaniesPage() {
  const { t } = useTranslation('companies');
  const companies = useQuery(companyQueries.list());
  const [creating, setCreating] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const createButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      {t('create.open')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <PageHeader description={t('list.description')} action={createButton} />
      <QueryState
        query={companies}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState action={createButton}>{t('list.empty')}</EmptyState>}
      >
        {(list) =>
          phone ? <CompaniesCards companies={list} /> : <CompaniesTable companies={list} />
        }
      </QueryState>
      {creating && <CreateCompanyDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
