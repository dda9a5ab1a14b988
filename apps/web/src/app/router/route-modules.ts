import { ROUTES, type RouteDef } from '@wb/shared/routes/route-table';
import type { PageModule } from './lazy-page';
import { ROUTE_FILES } from './route-files';

// Every page module of the features; each becomes its own chunk.
const pages = import.meta.glob<PageModule>('../../features/*/pages/*.tsx');

export interface MountedRoute extends RouteDef {
  load: () => Promise<PageModule>;
}

/** The routes of the seed's table whose page is built, with their lazy loaders. */
export const MOUNTED_ROUTES: readonly MountedRoute[] = ROUTES.flatMap((route) => {
  const file = ROUTE_FILES[route.path];
  if (!file) return [];
  const load = pages[`../../${file}`];
  if (!load) throw new Error(`Route ${route.path}: no page module at src/${file}`);
  return [{ ...route, load }];
});

export function isMounted(path: string): boolean {
  return path in ROUTE_FILES;
}
