import { createTheme, type Direction, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import type { ThemeMode } from '../store/theme-slice';

const FONT_STACK = [
  'Montserrat',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The app's MUI theme: Montserrat, the brand colour (a purple dark enough for WCAG AA text on
 * white), light or dark mode, writing direction and the MUI component locale.
 */
export function createAppTheme(mode: ThemeMode, direction: Direction, locale: Localization): Theme {
  return createTheme(
    {
      direction,
      palette: {
        mode,
        primary: { main: mode === 'light' ? '#6a1b9a' : '#ce93d8' },
        secondary: { main: mode === 'light' ? '#00695c' : '#80cbc4' },
        background:
          mode === 'light'
            ? { default: '#f6f5f8', paper: '#ffffff' }
            : { default: '#121016', paper: '#1c1a21' },
      },
      typography: {
        fontFamily: FONT_STACK,
        fontSize: 14,
        h1: { fontSize: '1.75rem', fontWeight: 600 },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      shape: { borderRadius: 8 },
      components: {
        MuiButtonBase: { defaultProps: { disableRipple: false } },
        MuiTooltip: { defaultProps: { arrow: true } },
      },
    },
    locale,
  );
}
