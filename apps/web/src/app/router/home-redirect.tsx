import type { Principal } from '@wb/shared/access/access';
import { routeOpens } from '@wb/shared/routes/route-access';
import { Navigate } from 'react-router';
import { useInCompany, usePrincipal } from '../session/principal-context';
import { MOUNTED_ROUTES, type MountedRoute } from './route-modules';

/**
 * Where the main page leads when it does not open itself (no company) or a route tree lacks it:
 * an administrator to the first platform page, anyone else to the first page of the menu that
 * would open (without a company, their companies: there they create one).
 */
export function homePath(
  routes: readonly MountedRoute[],
  principal: Principal | null,
  inCompany: boolean,
): string {
  const open = routes.filter(
    (r) => r.menu && r.path !== '/' && !r.path.includes(':') && routeOpens(r, principal, inCompany),
  );
  const platform = principal?.type === 'admin' ? open.find((r) => r.menu === 'admin') : undefined;
  return (platform ?? open[0])?.path ?? '/profile';
}

export function HomeRedirect() {
  const principal = usePrincipal();
  const inCompany = useInCompany();
  return <Navigate to={homePath(MOUNTED_ROUTES, principal, inCompany)} replace />;
}
