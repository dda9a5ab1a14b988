import { defineSlice } from './slice';

export type ThemeMode = 'light' | 'dark';

/** Local storage key of the theme (seed §9). */
export const THEME_STORAGE_KEY = 'themeMode';

export function readStoredThemeMode(storage: Pick<Storage, 'getItem'> | undefined): ThemeMode {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light'; // storage blocked (privacy mode): fall back to the default
  }
}

export interface ThemeState {
  mode: ThemeMode;
}

export const themeSlice = defineSlice(
  'theme',
  (): ThemeState => ({
    mode: readStoredThemeMode(typeof localStorage === 'undefined' ? undefined : localStorage),
  }),
  {
    setThemeMode: (_state: ThemeState, mode: ThemeMode): ThemeState => ({ mode }),
    toggleThemeMode: (state: ThemeState): ThemeState => ({
      mode: state.mode === 'light' ? 'dark' : 'light',
    }),
  },
);

export const { setThemeMode, toggleThemeMode } = themeSlice.actions;
