import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createStore, type AppStore } from '../app/store/store';

/** Renders with the app's Redux store (a fresh one unless given). */
export function renderWithStore(
  ui: ReactElement,
  { store = createStore(undefined), ...options }: { store?: AppStore } & RenderOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
