import type { Me } from '@wb/shared/identity/me.contract';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { isApiError, unauthenticatedListeners } from '../query/api-client';
import { useAppDispatch } from '../store/hooks';
import { setUser } from '../store/app-slice';
import { applyUserSettings } from './apply-settings';
import { inCompanyOf, principalOf, useMe } from './me';
import { InCompanyContext, PrincipalContext } from './principal-context';

// Only when an invitation link was opened (`?invite=`): it brings the notifications.
const InvitationAcceptor = lazy(() =>
  import('./invitation-acceptor').then((m) => ({ default: m.InvitationAcceptor })),
);

// The session could not be read: the error with a retry, made with the component library.
const SessionFailed = lazy(() => import('./session-failed'));

export function loginPath(location: { pathname: string; search: string }): string {
  return `/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * The private area needs a session: without one (or when it expires) the user goes to sign-in and
 * comes back afterwards. Provides the principal for every access decision below it.
 */
export function SessionGate({ children }: { children: (me: Me) => ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const invited = new URLSearchParams(location.search).has('invite');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const appliedFor = useRef<string | null>(null);

  // Any 401 later on (the session expired while the page was open) leads to sign-in.
  useEffect(() => {
    const listener = () => void navigate(loginPath(window.location), { replace: true });
    unauthenticatedListeners.add(listener);
    return () => void unauthenticatedListeners.delete(listener);
  }, [navigate]);

  useEffect(() => {
    if (!me.data) return;
    dispatch(setUser(me.data.user));
    // Settings apply once per session, not on every refetch (the user may change them here).
    if (appliedFor.current !== me.data.session.id) {
      appliedFor.current = me.data.session.id;
      applyUserSettings(me.data.settings, dispatch);
    }
  }, [me.data, dispatch]);

  const principal = useMemo(() => (me.data ? principalOf(me.data) : null), [me.data]);
  if (me.isPending) return <PageSpinner fullScreen />;
  if (isApiError(me.error) && me.error.status === 401)
    return <Navigate to={loginPath(location)} replace />;
  if (me.data === undefined) {
    return (
      <Suspense fallback={<PageSpinner fullScreen />}>
        <SessionFailed query={me} />
      </Suspense>
    );
  }
  // As QueryState shows a page's data: a quiet hint when a background refresh failed.
  return (
    <PrincipalContext.Provider value={principal}>
      <InCompanyContext.Provider value={inCompanyOf(me.data)}>
        {me.isRefetchError && (
          <span role="status" className="wb-stale">
            {t('states.stale')}
          </span>
        )}
        {invited && (
          <Suspense fallback={null}>
            <InvitationAcceptor />
          </Suspense>
        )}
        {children(me.data)}
      </InCompanyContext.Provider>
    </PrincipalContext.Provider>
  );
}
