import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { HomeRedirect } from './home-redirect';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGate } from './route-gate';
import { MOUNTED_ROUTES, type MountedRoute } from './route-modules';

const AppLayout = lazyPage(() => import('../layout/app-layout'));
const PublicLayout = lazyPage(() => import('../layout/public-layout'));
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'));

function gated(route: MountedRoute): RouteObject {
  const Page: LazyExoticComponent<ComponentType> = lazyPage(route.load);
  return { path: route.path, element: <RouteGate route={route} Page={Page} /> };
}

function suspended(Component: ComponentType, fullScreen = false) {
  return (
    <Suspense fallback={<PageSpinner fullScreen={fullScreen} />}>
      <Component />
    </Suspense>
  );
}

/**
 * The route tree: public pages in a bare layout; everything else inside the app layout, where
 * errors render next to the menu and unknown paths get the 404 page. Each page is its own chunk.
 * Declared routes (`useRoutes`), not a data router: nothing here loads data through the router,
 * and the data router is 16 KiB of gzipped code on every first load (docs/budgets.md#bundle-size).
 */
export function buildRoutes(routes: readonly MountedRoute[] = MOUNTED_ROUTES): RouteObject[] {
  const publicRoutes = routes.filter((r) => r.access.public);
  const privateRoutes = routes.filter((r) => !r.access.public);
  return [
    {
      element: <RouteErrorBoundary />,
      children: [
        { element: suspended(PublicLayout, true), children: publicRoutes.map(gated) },
        {
          element: suspended(AppLayout, true),
          children: [
            {
              element: <RouteErrorBoundary embedded />,
              children: [
                ...privateRoutes.map(gated),
                ...(privateRoutes.some((r) => r.path === '/')
                  ? []
                  : [{ index: true, element: <HomeRedirect /> }]),
                { path: '*', element: suspended(NotFoundPage) },
              ],
            },
          ],
        },
      ],
    },
  ];
}
