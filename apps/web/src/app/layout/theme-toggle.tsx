import DarkModeOutlined from 'plain-icon:DarkModeOutlined';
import LightModeOutlined from 'plain-icon:LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { toggleThemeMode } from '../store/theme-slice';

type Mode = 'light' | 'dark';

/** The switch's state and action, for the header button and the user menu's item on phones. */
export function useThemeSwitch(onChange?: (mode: Mode) => void) {
  const { t } = useTranslation();
  const mode = useAppSelector((s) => s.theme.mode);
  const dispatch = useAppDispatch();
  return {
    label: mode === 'light' ? t('header.toDark') : t('header.toLight'),
    icon: mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />,
    toggle: () => {
      dispatch(toggleThemeMode());
      onChange?.(mode === 'light' ? 'dark' : 'light');
    },
  };
}

/** Light/dark switch of the header; the choice is kept in local storage (`themeMode`). */
export function ThemeToggle({ onChange }: { onChange?: (mode: Mode) => void }) {
  const { label, icon, toggle } = useThemeSwitch(onChange);
  return (
    <button
      type="button"
      className="wb-shell-icon-button"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {icon}
    </button>
  );
}
