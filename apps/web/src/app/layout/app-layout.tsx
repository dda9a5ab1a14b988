import '../styles/shell.css';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Me } from '@wb/shared/identity/me.contract';
import { routeTitleKey } from '@wb/shared/routes/route-table';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { queryClient } from '../query/query-client-instance';
import { lazyPage } from '../router/lazy-page';
import { MOUNTED_ROUTES } from '../router/route-modules';
import { SessionGate } from '../session/session-gate';
import { AppHeader } from './app-header';
import { MenuDrawer } from './menu-drawer';
import { useMedia, WIDE_SCREEN } from './use-media';

// The page's surroundings, made with the component library: requested as soon as this module
// runs, alongside the session, so that the page does not wait for them in turn. A failure is
// handled when the area renders (lazyPage: one reload, then the error page).
const pageArea = import('./page-area');
pageArea.catch(() => undefined);
const PageArea = lazyPage(() => pageArea);

function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = MOUNTED_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route ? t(routeTitleKey(route.path)) : null;
}

/**
 * The private area's shell: the header (`AppHeader`), the side menu (a drawer under 900 px), and
 * the page, which loads lazily with a spinner. Plain markup (styles/shell.css): the shell paints
 * before the component library has loaded; the page area brings it
 * (docs/decisions/0002-lean-public-pages.md#the-private-shell).
 */
export default function AppLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate>{(me) => <Shell me={me} />}</SessionGate>
    </QueryClientProvider>
  );
}

function Shell({ me }: { me: Me }) {
  const { t } = useTranslation();
  const desktop = useMedia(WIDE_SCREEN);
  const [mobileOpen, setMobileOpen] = useState(false);
  const title = useRouteTitle();
  const appName = t('app.name');

  useEffect(() => {
    document.title = title ? `${title} — ${appName}` : appName;
  }, [title, appName]);

  return (
    <div className="wb-shell">
      <a href="#main" className="wb-shell__skip">
        {t('header.skipToContent')}
      </a>
      <aside className="wb-shell__aside">
        <MenuDrawer
          permanent={desktop}
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          appName={appName}
        />
      </aside>
      {/* The header sticks to the top of this column, so the page starts below it at any height. */}
      <div className="wb-shell__column">
        <AppHeader me={me} title={title} onOpenMenu={() => setMobileOpen(true)} />
        <main id="main" tabIndex={-1} className="wb-shell__main">
          <Suspense fallback={<PageSpinner />}>
            <PageArea />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
