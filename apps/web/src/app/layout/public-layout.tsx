import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { PublicTools } from './public-tools';

/** Sign-in, registration and password pages: a card in the middle, language and theme on top. */
export default function PublicLayout() {
  const { t } = useTranslation();
  return (
    <main className="wb-public">
      <PublicTools />
      <p className="wb-public__brand">{t('app.name')}</p>
      <div className="wb-card">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
      <p className="wb-muted" data-testid="app-version" style={{ fontSize: 12 }}>
        {t('app.version', { version: __APP_VERSION__ })}
      </p>
    </main>
  );
}
