import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { toggleThemeMode } from '../store/theme-slice';

/** Light/dark switch of the header; the choice is kept in local storage (`themeMode`). */
export function ThemeToggle({ onChange }: { onChange?: (mode: 'light' | 'dark') => void }) {
  const { t } = useTranslation();
  const mode = useAppSelector((s) => s.theme.mode);
  const dispatch = useAppDispatch();
  const label = mode === 'light' ? t('header.toDark') : t('header.toLight');
  return (
    <IconButton
      color="inherit"
      onClick={() => {
        dispatch(toggleThemeMode());
        onChange?.(mode === 'light' ? 'dark' : 'light');
      }}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
}
