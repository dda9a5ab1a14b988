import type { Me } from '@wb/shared/identity/me.contract';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { QueryState } from '../../components/feedback/query-state';
import { isApiError, unauthenticatedListeners } from '../query/api-client';
import { useAppDispatch } from '../store/hooks';
import { setUser } from '../store/app-slice';
import { applyUserSettings } from './apply-settings';
import { InvitationAcceptor } from './invitation-acceptor';
import { inCompanyOf, principalOf, useMe } from './me';
import { InCompanyContext, PrincipalContext } from './principal-context';

export function loginPath(location: { pathname: string; search: string }): string {
  return `/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * The private area needs a session: without one (or when it expires) the user goes to sign-in and
 * comes back afterwards. Provides the principal for every access decision below it.
 */
export function SessionGate({ children }: { children: (me: Me) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
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
  return (
    <QueryState query={me}>
      {(data) => (
        <PrincipalContext.Provider value={principal}>
          <InCompanyContext.Provider value={inCompanyOf(data)}>
            <InvitationAcceptor />
            {children(data)}
          </InCompanyContext.Provider>
        </PrincipalContext.Provider>
      )}
    </QueryState>
  );
}
