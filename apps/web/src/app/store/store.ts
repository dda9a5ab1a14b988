import { applyMiddleware, combineReducers, legacy_createStore, type Middleware } from 'redux';
import { appSlice } from './app-slice';
import { orderSlice } from './order-slice';
import { setThemeMode, themeSlice, THEME_STORAGE_KEY, toggleThemeMode } from './theme-slice';

const rootReducer = combineReducers({
  app: appSlice.reducer,
  order: orderSlice.reducer,
  theme: themeSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Writes the theme mode to local storage after every theme action (seed §3: every set value). */
function persistTheme(
  storage: Pick<Storage, 'setItem'> | undefined,
): Middleware<object, RootState> {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (setThemeMode.match(action as never) || toggleThemeMode.match(action as never)) {
      try {
        storage?.setItem(THEME_STORAGE_KEY, api.getState().theme.mode);
      } catch {
        // Storage full or blocked: the theme still applies for this session.
      }
    }
    return result;
  };
}

/** Creates the store; `storage` is where the theme mode is written on every change. */
export function createStore(
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  return legacy_createStore(rootReducer, applyMiddleware(persistTheme(storage)));
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
