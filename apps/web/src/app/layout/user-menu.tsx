import type { Me } from '@wb/shared/identity/me.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import AccountCircleOutlined from 'plain-icon:AccountCircleOutlined';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../query/api-client';
import { logoutEndpoint } from '../session/shell-endpoints';
import { useMenuTrigger } from './menu-trigger';
import { useThemeSwitch } from './theme-toggle';

const UserMenuList = lazy(() => import('./header-menus').then((m) => ({ default: m.UserMenu })));

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
  const trigger = useMenuTrigger();
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
  return (
    <>
      <button
        type="button"
        className="wb-shell-icon-button"
        aria-label={t('header.userMenu')}
        title={me.user.fullName}
        {...trigger.button}
        data-testid="user-menu"
      >
        <AccountCircleOutlined />
      </button>
      {trigger.opened && (
        <Suspense fallback={null}>
          <UserMenuList
            {...trigger.menu}
            me={me}
            themeSwitch={onThemeChange ? themeSwitch : undefined}
            onLogout={() => logout.mutate()}
          />
        </Suspense>
      )}
    </>
  );
}
