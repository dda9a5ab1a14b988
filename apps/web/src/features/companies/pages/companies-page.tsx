import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">{t('list.description')}</Typography>
        {createButton}
      </Stack>
      <QueryState
        query={companies}
        isEmpty={(list) => list.length === 0}
        empty={
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography>{t('list.empty')}</Typography>
            {createButton}
          </Stack>
        }
      >
        {(list) =>
          phone ? <CompaniesCards companies={list} /> : <CompaniesTable companies={list} />
        }
      </QueryState>
      {creating && <CreateCompanyDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
