import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES } from '@wb/shared/i18n/languages';
import type { Me } from '@wb/shared/identity/me.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ThemeScope } from '../theme/app-theme-provider';
import type { HeaderMenuProps } from './menu-trigger';
import { SyncIndicator } from './sync-indicator';

/*
 * The header's parts made with the component library: its menus and the sync status. The header
 * itself is plain markup and paints first; this module loads right after it
 * (docs/decisions/0002-lean-public-pages.md#the-private-shell).
 */

function HeaderMenu({
  id,
  anchor,
  onClose,
  paperSx,
  children,
}: HeaderMenuProps & { paperSx?: object; children: ReactNode }) {
  return (
    <ThemeScope>
      <Menu
        id={id}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={onClose}
        slotProps={paperSx ? { paper: { sx: paperSx } } : undefined}
      >
        {children}
      </Menu>
    </ThemeScope>
  );
}

/** The companies to switch to; the current one selected. */
export function CompanyMenu({
  me,
  onSelect,
  ...menu
}: HeaderMenuProps & { me: Me; onSelect: (companyId: string) => void }) {
  const current = me.currentCompany;
  return (
    <HeaderMenu {...menu} paperSx={{ maxWidth: 'min(420px, calc(100vw - 32px))' }}>
      {me.companies.map((c) => (
        <MenuItem
          key={c.id}
          selected={c.id === current?.id}
          // Names wrap: the header may show the current one cut, here each is read in full.
          sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          onClick={() => {
            menu.onClose();
            if (c.id !== current?.id) onSelect(c.id);
          }}
        >
          {c.name}
        </MenuItem>
      ))}
    </HeaderMenu>
  );
}

/** The interface languages, each named in itself. */
export function LanguageMenu({
  current,
  onSelect,
  ...menu
}: HeaderMenuProps & { current: string; onSelect: (language: string) => void }) {
  return (
    <HeaderMenu {...menu} paperSx={{ maxHeight: 420 }}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language.code}
          lang={language.code}
          selected={language.code === current}
          onClick={() => {
            menu.onClose();
            onSelect(language.code);
          }}
        >
          {language.name}
        </MenuItem>
      ))}
    </HeaderMenu>
  );
}

/** Who is signed in, the personal pages, on a phone the theme, and sign-out. */
export function UserMenu({
  me,
  themeSwitch,
  onLogout,
  ...menu
}: HeaderMenuProps & {
  me: Me;
  themeSwitch?: { label: string; icon: ReactNode; toggle: () => void };
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const close = menu.onClose;
  return (
    <HeaderMenu {...menu}>
      <MenuItem disabled sx={{ opacity: '1 !important' }}>
        <ListItemText primary={me.user.fullName} secondary={me.user.email} />
      </MenuItem>
      <Divider />
      <MenuItem component={RouterLink} to="/profile" onClick={close}>
        {t('routes.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/settings/user-general-settings" onClick={close}>
        {t('routes.settings/user-general-settings')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/companies" onClick={close}>
        {t('routes.companies')}
      </MenuItem>
      {themeSwitch && (
        <MenuItem onClick={themeSwitch.toggle} data-testid="theme-toggle-menu">
          <ListItemIcon>{themeSwitch.icon}</ListItemIcon>
          {themeSwitch.label}
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          close();
          onLogout();
        }}
        data-testid="logout"
      >
        {t('header.logout')}
      </MenuItem>
    </HeaderMenu>
  );
}

/** The sync status of the current company (its own module: it has tests of its own). */
export function HeaderSync() {
  return (
    <ThemeScope>
      <SyncIndicator />
    </ThemeScope>
  );
}
