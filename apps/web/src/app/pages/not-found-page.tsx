import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** Unknown paths: a 404 inside the layout (docs/product.md#loading-and-errors). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code={404} title={t('errors.notFoundTitle')} body={t('errors.notFoundBody')} />
  );
}
