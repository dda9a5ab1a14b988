import type { Language } from '@wb/shared/i18n/languages';
import type { Me } from '@wb/shared/identity/me.contract';
import MenuIcon from 'plain-icon:Menu';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSettings } from '../session/use-save-settings';
import { CompanySwitcher } from './company-switcher';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';
import { PHONE_SCREEN, useMedia, WIDE_SCREEN } from './use-media';
import { UserMenu } from './user-menu';

// Loaded after the header paints, with the header's menus: its popover and list stay out of the
// shell's first load.
const HeaderSync = lazy(() => import('./header-menus').then((m) => ({ default: m.HeaderSync })));

/**
 * The private area's header, in plain markup. On a wide screen one row: page title, company,
 * sync, language, theme, user. Under 900 px (the side menu is a drawer) two rows, as a phone's
 * top app bar: the menu button, the company (it takes the free width) and the actions; then the
 * page title on its own line, so neither is cut to a few letters. Under 600 px the language is
 * chosen in the personal settings and the theme in the user menu, to leave the company its room.
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
  const desktop = useMedia(WIDE_SCREEN);
  const phone = useMedia(PHONE_SCREEN);
  const saveSettings = useSaveSettings();
  const saveTheme = (mode: 'light' | 'dark') => saveSettings.mutate({ theme: mode });
  const heading = (
    <h1 className={desktop ? 'wb-header__title wb-header__title--row' : 'wb-header__title'}>
      {title ?? ''}
    </h1>
  );

  return (
    <header className="wb-header">
      <div className="wb-header__bar">
        {!desktop && (
          <button
            type="button"
            className="wb-shell-icon-button wb-shell-icon-button--edge"
            aria-label={t('header.openMenu')}
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </button>
        )}
        {desktop && heading}
        <div
          className={desktop ? 'wb-header__company' : 'wb-header__company wb-header__company--grow'}
        >
          <CompanySwitcher me={me} />
        </div>
        <Suspense fallback={null}>
          <HeaderSync />
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
      </div>
      {!desktop && title && (
        <div className="wb-header__title-row" data-testid="page-title-row">
          {heading}
        </div>
      )}
    </header>
  );
}
