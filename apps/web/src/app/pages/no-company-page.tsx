import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/**
 * A page of company data opened without a current company (none joined, or it is blocked): the
 * server would answer 403 NO_COMPANY, so say what is missing and lead to the companies page.
 */
export default function NoCompanyPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={403}
      title={t('errors.noCompanyTitle')}
      body={t('errors.noCompanyBody')}
      action={{ to: '/companies', label: t('routes.companies') }}
    />
  );
}
