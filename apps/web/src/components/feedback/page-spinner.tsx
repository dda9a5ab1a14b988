import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code or data loads (seed §2). Plain CSS, no component library, so it can
 * render before anything else has loaded.
 */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={fullScreen ? 'wb-spinner wb-spinner--full' : 'wb-spinner'}
      data-testid="page-spinner"
    >
      <div className="wb-spinner__ring" role="progressbar" aria-label={t('states.loading')} />
    </div>
  );
}
