import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { routeTitleKey } from '@wb/shared/routes/route-table';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/feedback/page-spinner';
import { MOUNTED_ROUTES } from '../router/route-modules';
import type { Language } from '@wb/shared/i18n/languages';
import type { Me } from '@wb/shared/identity/me.contract';
import { SessionGate } from '../session/session-gate';
import { useSaveSettings } from '../session/use-save-settings';
import { CompanySwitcher } from './company-switcher';
import { LanguageMenu } from './language-menu';
import { PrivateProviders } from './private-providers';
import { SideMenu } from './side-menu';
import { SessionBanners } from './session-banners';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

// Loaded after the layout: its popover and list stay out of every page's first load.
const SyncIndicator = lazy(() =>
  import('./sync-indicator').then((m) => ({ default: m.SyncIndicator })),
);

const DRAWER_WIDTH = 272;

function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = MOUNTED_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route ? t(routeTitleKey(route.path)) : null;
}

/**
 * The private area's shell: header (menu button on phones, page title, language, theme), side
 * menu (a drawer under 900 px), and the page, which loads lazily with a spinner.
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
  const saveSettings = useSaveSettings();

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
      <AppBar
        position="fixed"
        color="default"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          marginInlineStart: { md: `${DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('header.openMenu')}
              onClick={() => setMobileOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="h1" noWrap sx={{ flex: 1, fontWeight: 600 }}>
            {title ?? ''}
          </Typography>
          <CompanySwitcher me={me} />
          <Suspense fallback={null}>
            <SyncIndicator />
          </Suspense>
          {/* On a phone the language is chosen in the personal settings (user menu). */}
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <LanguageMenu
              onChange={(language) => saveSettings.mutate({ language: language as Language })}
            />
          </Box>
          <ThemeToggle onChange={(theme) => saveSettings.mutate({ theme })} />
          <UserMenu me={me} />
        </Toolbar>
      </AppBar>
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
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <Toolbar />
        <SessionBanners me={me} />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
