import { decideAccess } from '@wb/shared/access/access';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { usePrincipal } from '../session/principal-context';
import type { MountedRoute } from './route-modules';

// Only reachable inside the private area, so it may use the component library: a lazy chunk.
const ForbiddenPage = lazy(() => import('../pages/forbidden-page'));

/**
 * Opens a route only for whom its rule allows: anonymous callers go to sign-in (and come back),
 * signed-in callers without the permission see the 403 page. The page itself loads lazily.
 */
export function RouteGate({
  route,
  Page,
}: {
  route: MountedRoute;
  Page: LazyExoticComponent<ComponentType>;
}) {
  const principal = usePrincipal();
  const location = useLocation();
  const decision = decideAccess(route.access, principal);
  if (decision === 'unauthenticated') {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?returnTo=${returnTo}`} replace />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      {decision === 'forbidden' ? <ForbiddenPage /> : <Page />}
    </Suspense>
  );
}
