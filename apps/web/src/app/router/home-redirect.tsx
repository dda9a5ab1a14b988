import { canAccess } from '@wb/shared/access/access';
import { Navigate } from 'react-router';
import { usePrincipal } from '../session/principal-context';
import { MOUNTED_ROUTES } from './route-modules';

/**
 * While the dashboard (/) is not built, the main page opens the first page of the menu the user
 * may open. Removed when "/" leaves the UNMOUNTED list.
 */
export function HomeRedirect() {
  const principal = usePrincipal();
  const first = MOUNTED_ROUTES.find(
    (r) => r.menu && r.path !== '/' && !r.path.includes(':') && canAccess(r.access, principal),
  );
  return <Navigate to={first?.path ?? '/profile'} replace />;
}
