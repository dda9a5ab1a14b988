import { decideRoute } from '@wb/shared/routes/route-access';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { useInCompany, usePrincipal } from '../session/principal-context';
import { HomeRedirect } from './home-redirect';
import type { MountedRoute } from './route-modules';

// Only reachable inside the private area, so they may use the component library: lazy chunks.
const ForbiddenPage = lazy(() => import('../pages/forbidden-page'));
const NoCompanyPage = lazy(() => import('../pages/no-company-page'));

/**
 * Opens a route only for whom it would open on the server too (`decideRoute`): anonymous callers
 * go to sign-in (and come back), signed-in callers without the permission see the 403 page, and
 * without a company a page of company data says so — the main page then leads where the caller
 * can work. The page itself loads lazily.
 */
export function RouteGate({
  route,
  Page,
}: {
  route: MountedRoute;
  Page: LazyExoticComponent<ComponentType>;
}) {
  const principal = usePrincipal();
  const inCompany = useInCompany();
  const location = useLocation();
  const decision = decideRoute(route, principal, inCompany);
  if (decision === 'unauthenticated') {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?returnTo=${returnTo}`} replace />;
  }
  if (decision === 'noCompany' && route.path === '/') return <HomeRedirect />;
  return (
    <Suspense fallback={<PageSpinner />}>
      {decision === 'forbidden' ? (
        <ForbiddenPage />
      ) : decision === 'noCompany' ? (
        <NoCompanyPage />
      ) : (
        <Page />
      )}
    </Suspense>
  );
}
