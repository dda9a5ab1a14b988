import { describe, expect, it, vi } from 'vitest';
import { markUserUpdated, setUser } from './app-slice';
import { DEFAULT_ORDER_SETTINGS, setSettingsOptions } from './order-slice';
import { createStore } from './store';
import {
  readStoredThemeMode,
  setThemeMode,
  THEME_STORAGE_KEY,
  toggleThemeMode,
} from './theme-slice';

describe('store slices (seed §3)', () => {
  it('starts with an empty user and the order display defaults', () => {
    const store = createStore(undefined);
    const state = store.getState();
    expect(state.app.user).toEqual({});
    expect(state.order.settingsOptions).toEqual({
      countRow: 1,
      fontSize: 13,
      imgWidth: '',
      imgHeight: '180',
    });
    expect(DEFAULT_ORDER_SETTINGS.imgHeight).toBe('180');
  });

  it('replaces the user as a whole and flags it updated', () => {
    const store = createStore(undefined);
    store.dispatch(setUser({ id: 1, name: 'Анна' }));
    store.dispatch(setUser({ id: 2 }));
    expect(store.getState().app.user).toEqual({ id: 2 });
    store.dispatch(markUserUpdated());
    expect(store.getState().app.user).toEqual({ id: 2, isUpdate: true });
  });

  it('replaces order settings as a whole', () => {
    const store = createStore(undefined);
    const next = { countRow: 3, fontSize: 15, imgWidth: '120', imgHeight: '200' };
    store.dispatch(setSettingsOptions(next));
    expect(store.getState().order.settingsOptions).toEqual(next);
  });

  it('reads the theme from local storage, default light', () => {
    expect(readStoredThemeMode(undefined)).toBe('light');
    expect(readStoredThemeMode({ getItem: () => null })).toBe('light');
    expect(readStoredThemeMode({ getItem: () => 'dark' })).toBe('dark');
    expect(readStoredThemeMode({ getItem: () => 'purple' })).toBe('light');
    expect(
      readStoredThemeMode({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('light');
  });

  it('writes the theme mode to local storage on every change, under themeMode', () => {
    const storage = { setItem: vi.fn() };
    const store = createStore(storage);
    store.dispatch(setThemeMode('dark'));
    store.dispatch(setThemeMode('dark'));
    store.dispatch(toggleThemeMode());
    expect(storage.setItem.mock.calls).toEqual([
      [THEME_STORAGE_KEY, 'dark'],
      [THEME_STORAGE_KEY, 'dark'],
      [THEME_STORAGE_KEY, 'light'],
    ]);
    expect(THEME_STORAGE_KEY).toBe('themeMode');
  });

  it('starts from the stored theme', () => {
    localStorage.setItem('themeMode', 'dark');
    expect(createStore(undefined).getState().theme.mode).toBe('dark');
  });
});
