import type { Principal } from '@wb/shared/access/access';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrincipalContext } from '../session/principal-context';
import { RouteGate } from './route-gate';
import type { MountedRoute } from './route-modules';

const route: MountedRoute = {
  path: '/orders',
  access: { permission: { subject: 'order', action: 'view' } },
  load: async () => ({ default: () => <h1>Заказы</h1> }),
};
const Page = lazy(route.load);

function renderAt(url: string, principal: Principal | null) {
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <RouteGate route={route} Page={Page} /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <PrincipalContext.Provider value={principal}>
      <RouterProvider router={router} />
    </PrincipalContext.Provider>,
  );
  return router;
}

describe('RouteGate', () => {
  it('sends anonymous visitors to sign-in and remembers where they were going', async () => {
    const router = renderAt('/orders?status=new', null);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?returnTo=${encodeURIComponent('/orders?status=new')}`,
    );
  });

  it('shows the 403 page to a user without the permission', async () => {
    renderAt('/orders', { type: 'user', permissions: ['product:view'] });
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
    expect(screen.queryByText('Заказы')).not.toBeInTheDocument();
  });

  it('shows the spinner, then the page, to a user with the permission', async () => {
    renderAt('/orders', { type: 'user', permissions: ['order:view'] });
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
  });
});
