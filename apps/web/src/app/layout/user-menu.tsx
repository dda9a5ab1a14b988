import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Me } from '@wb/shared/identity/me.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { apiRequest } from '../query/api-client';
import { logoutEndpoint } from '../session/shell-endpoints';
import { useThemeSwitch } from './theme-toggle';

/**
 * Who is signed in, links to the personal pages, and sign-out. With `onThemeChange` (on a phone,
 * where the header has no room for it) also the light/dark switch.
 */
export function UserMenu({
  me,
  onThemeChange,
}: {
  me: Me;
  onThemeChange?: (mode: 'light' | 'dark') => void;
}) {
  const { t } = useTranslation();
  const themeSwitch = useThemeSwitch(onThemeChange);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => apiRequest(logoutEndpoint),
    meta: { action: t('header.logoutFailed') },
    onSuccess: async () => {
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
  });
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('header.userMenu')}
        title={me.user.fullName}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="user-menu"
      >
        <AccountCircleOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
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
        {onThemeChange && (
          <MenuItem onClick={themeSwitch.toggle} data-testid="theme-toggle-menu">
            <ListItemIcon>{themeSwitch.icon}</ListItemIcon>
            {themeSwitch.label}
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout.mutate();
          }}
          data-testid="logout"
        >
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
