import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/**
 * A route the user may not open: a 403 page, never a blank
 * (docs/product.md#routes-and-permissions).
 */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code={403} title={t('errors.forbiddenTitle')} body={t('errors.forbiddenBody')} />
  );
}
