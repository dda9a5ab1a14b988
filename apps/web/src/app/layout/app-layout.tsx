import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { routeTitleKey } from '@wb/shared/routes/route-table';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { MOUNTED_ROUTES } from '../router/route-modules';
import type { Me } from '@wb/shared/identity/me.contract';
import { SessionGate } from '../session/session-gate';
import { AppHeader } from './app-header';
import { PrivateProviders } from './private-providers';
import { SideMenu } from './side-menu';
import { SessionBanners } from './session-banners';

const DRAWER_WIDTH = 272;

function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = MOUNTED_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route ? t(routeTitleKey(route.path)) : null;
}

/**
 * The private area's shell: the header (`AppHeader`), the side menu (a drawer under 900 px), and
 * the page, which loads lazily with a spinner.
 */
export default function AppLayout() {
  return (
    <PrivateProviders>
      <SessionGate>{(me) => <Shell me={me} />}</SessionGate>
    </PrivateProviders>
  );
}

function Shell({ me }: { me: Me }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const title = useRouteTitle();
  const appName = t('app.name');

  useEffect(() => {
    document.title = title ? `${title} — ${appName}` : appName;
  }, [title, appName]);

  const drawer = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar>
        <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700 }}>
          {appName}
        </Typography>
      </Toolbar>
      <Divider />
      <SideMenu onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ p: 2 }} data-testid="app-version">
        {t('app.version', { version: __APP_VERSION__ })}
      </Typography>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: (th) => th.zIndex.tooltip,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('header.skipToContent')}
      </Link>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {desktop ? (
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        )}
      </Box>
      {/* The header sticks to the top of this column, so the page starts below it at any height. */}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader me={me} title={title} onOpenMenu={() => setMobileOpen(true)} />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          <SessionBanners me={me} />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
