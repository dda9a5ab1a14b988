import { Provider as ReduxProvider } from 'react-redux';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { UpdateGate } from './pwa/update-gate';
import type { AppStore } from './store/store';

export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * The root: state and routes only. The component library, the data layer, notifications and
 * confirmations belong to the private area's layout (a lazy chunk), so the sign-in route stays
 * within its 150 KiB budget.
 */
export function App({ store, router }: AppProps) {
  return (
    <ReduxProvider store={store}>
      <RouterProvider router={router} />
      <UpdateGate />
    </ReduxProvider>
  );
}
