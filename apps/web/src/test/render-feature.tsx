import type { Principal } from '@wb/shared/access/access';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query/query-client';
import { PrincipalContext } from '../app/session/principal-context';
import { createStore, type AppStore } from '../app/store/store';
import { ConfirmProvider } from '../components/confirm-dialog';

// Every label pack of ru and en (feature namespaces are loaded lazily in the app).
const packs = import.meta.glob<Record<string, unknown>>('../locales/{ru,en}/*.json', {
  eager: true,
  import: 'default',
});
for (const [file, pack] of Object.entries(packs)) {
  const [, lang, name] = /locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
  if (name !== 'common') i18n.addResourceBundle(lang!, name!, pack, true, true);
}

export const OWNER: Principal = { type: 'user', permissions: [] };

export interface FeatureRender {
  store: AppStore;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  /** The failure notifications the query client would show (action, error). */
  actionErrors: ReturnType<typeof vi.fn>;
}

/**
 * Renders a feature's page or component as the private area would: Redux store, query client
 * (with the app's error policy), confirmation dialog, a memory router and the principal.
 */
export function renderFeature(
  ui: ReactElement,
  {
    path = '/',
    url = path,
    principal = OWNER,
    extraRoutes = [],
    store = createStore(undefined),
  }: {
    path?: string;
    url?: string;
    principal?: Principal | null;
    extraRoutes?: RouteObject[];
    store?: AppStore;
  } = {},
): FeatureRender & ReturnType<typeof render> {
  const actionErrors = vi.fn();
  const queryClient = createQueryClient({ onActionError: actionErrors });
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], {
    initialEntries: [url],
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <PrincipalContext.Provider value={principal}>
          <ConfirmProvider>{children}</ConfirmProvider>
        </PrincipalContext.Provider>
      </QueryClientProvider>
    </Provider>
  );
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { store, queryClient, router, actionErrors, ...result };
}
