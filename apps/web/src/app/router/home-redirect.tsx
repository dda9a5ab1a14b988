import { canAccess } from '@wb/shared/access/access';
import { Navigate } from 'react-router';
import { usePrincipal } from '../session/principal-context';
import { MOUNTED_ROUTES } from './route-modules';

/**
 * The main page of a route tree without "/" (`buildRoutes` given routes that lack it): opens the
 * first page of the menu the user may open. The app's own tree mounts the dashboard at "/", so
 * it does not use this.
 */
export function HomeRedirect() {
  const principal = usePrincipal();
  const first = MOUNTED_ROUTES.find(
    (r) => r.menu && r.path !== '/' && !r.path.includes(':') && canAccess(r.access, principal),
  );
  return <Navigate to={first?.path ?? '/profile'} replace />;
}
