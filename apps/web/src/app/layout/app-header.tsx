import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Language } from '@wb/shared/i18n/languages';
import type { Me } from '@wb/shared/identity/me.contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSettings } from '../session/use-save-settings';
import { CompanySwitcher } from './company-switcher';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

// Loaded after the layout: its popover and list stay out of every page's first load.
const SyncIndicator = lazy(() =>
  import('./sync-indicator').then((m) => ({ default: m.SyncIndicator })),
);

/**
 * The private area's header. On a wide screen one row: page title, company, sync, language,
 * theme, user. Under 900 px (the side menu is a drawer) two rows, as a phone's top app bar: the
 * menu button, the company (it takes the free width) and the actions; then the page title on
 * its own line, so neither is cut to a few letters. Under 600 px the language is chosen in the
 * personal settings and the theme in the user menu, to leave the company its room.
 */
export function AppHeader({
  me,
  title,
  onOpenMenu,
}: {
  me: Me;
  title: string | null;
  onOpenMenu: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const saveSettings = useSaveSettings();
  const saveTheme = (mode: 'light' | 'dark') => saveSettings.mutate({ theme: mode });
  const heading = (
    <Typography
      variant="h6"
      component="h1"
      noWrap={desktop}
      sx={{ fontWeight: 600, minWidth: 0, lineHeight: 1.3, ...(desktop && { flex: 1 }) }}
    >
      {title ?? ''}
    </Typography>
  );

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {!desktop && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('header.openMenu')}
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </IconButton>
        )}
        {desktop && heading}
        <Box sx={{ display: 'flex', minWidth: 0, ...(!desktop && { flex: 1 }) }}>
          <CompanySwitcher me={me} />
        </Box>
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
        {!phone && (
          <>
            <LanguageMenu
              onChange={(language) => saveSettings.mutate({ language: language as Language })}
            />
            <ThemeToggle onChange={saveTheme} />
          </>
        )}
        <UserMenu me={me} onThemeChange={phone ? saveTheme : undefined} />
      </Toolbar>
      {!desktop && title && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 1.25 }} data-testid="page-title-row">
          {heading}
        </Box>
      )}
    </AppBar>
  );
}
