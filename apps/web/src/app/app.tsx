import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { UpdateGate } from './pwa/update-gate';
import type { AppStore } from './store/store';

export interface AppProps {
  store: AppStore;
  routes: RouteObject[];
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The root: state and routes only. The component library, the data layer, notifications and
 * confirmations belong to the private area's layout (a lazy chunk), so the sign-in route stays
 * within its 150 KiB budget.
 */
export function App({ store, routes }: AppProps) {
  return (
    <ReduxProvider store={store}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
      <UpdateGate />
    </ReduxProvider>
  );
}
