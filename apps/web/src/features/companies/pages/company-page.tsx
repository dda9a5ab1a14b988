import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../app/query/api-client';
import { QueryState } from '../../../components/feedback/query-state';
import { companyQueries } from '../api/companies-queries';
import { CompanyDangerZone } from '../components/company-danger-zone';
import { CompanyForm } from '../components/company-form';
import { CompanySummary } from '../components/company-summary';

/** /companies/:id: one of my companies — requisites, members count, deletion (owners). */
export default function CompanyPage() {
  const { t } = useTranslation('companies');
  const { id = '' } = useParams();
  const company = useQuery(companyQueries.detail(id));

  // Another company's id, a deleted one or a malformed one: the server does not tell them apart.
  const status = isApiError(company.error) ? company.error.status : 0;
  if (status === 404 || status === 400) {
    return (
      <Alert
        severity="info"
        data-testid="company-not-found"
        action={
          <Button component={RouterLink} to="/companies" color="inherit" size="small">
            {t('detail.backToList')}
          </Button>
        }
      >
        {t('detail.notFound')}
      </Alert>
    );
  }
  return (
    <QueryState query={company}>
      {(data) => (
        <Stack spacing={3} sx={{ maxWidth: 900 }}>
          <CompanySummary company={data} />
          <CompanyForm key={data.id} company={data} />
          {data.isOwner && <CompanyDangerZone company={data} />}
        </Stack>
      )}
    </QueryState>
  );
}
