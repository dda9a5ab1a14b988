import { useTranslation } from 'react-i18next';
import { isApiError } from '../query/api-client';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Routing errors (seed §8): the heading 'Unexpected Application Error!' and the message — our
 * own element, because React Router's default one shows a developer hint in production. Plain
 * markup: it must render even when the component library's chunks failed to load.
 */
export function RouteErrorPage({
  error,
  embedded = false,
}: {
  error: unknown;
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const requestId = isApiError(error) ? error.requestId : undefined;
  return (
    <div className={embedded ? undefined : 'wb-public'} role="alert">
      <div className="wb-card" style={{ maxWidth: 720 }}>
        <h1 className="wb-h1">{t('errors.unexpectedTitle')}</h1>
        <pre className="wb-pre" data-testid="error-message">
          {messageOf(error)}
        </pre>
        <p className="wb-muted">
          {t('errors.unexpectedHint')}
          {requestId ? ` ${t('errors.requestId', { id: requestId })}` : ''}
        </p>
        <button type="button" className="wb-button" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
      </div>
    </div>
  );
}
