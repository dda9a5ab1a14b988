import type { Principal } from '@wb/shared/access/access';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InCompanyContext, PrincipalContext } from '../session/principal-context';
import { RouteGate } from './route-gate';
import type { MountedRoute } from './route-modules';

const route: MountedRoute = {
  path: '/orders',
  access: { permission: { subject: 'order', action: 'view' } },
  load: async () => ({ default: () => <h1>Заказы</h1> }),
};
const Page = lazy(route.load);
const home: MountedRoute = {
  path: '/',
  access: { signedIn: true },
  tenant: 'company',
  load: async () => ({ default: () => <h1>Дашборд</h1> }),
};
const HomePage = lazy(home.load);

function renderAt(url: string, principal: Principal | null, inCompany = true) {
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <RouteGate route={route} Page={Page} /> },
      { path: '/', element: <RouteGate route={home} Page={HomePage} /> },
      { path: '/login', element: <p>login page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <PrincipalContext.Provider value={principal}>
      <InCompanyContext.Provider value={inCompany}>
        <RouterProvider router={router} />
      </InCompanyContext.Provider>
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

  it('says a company is needed on a page of company data opened without one', async () => {
    renderAt('/orders', { type: 'admin', permissions: [] }, false);
    expect(await screen.findByRole('heading', { name: 'Нужна компания' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои компании' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(screen.queryByText('Заказы')).not.toBeInTheDocument();
  });

  it('lands an administrator without a company on the platform’s users, not the dashboard', async () => {
    const router = renderAt('/', { type: 'admin', permissions: [] }, false);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.queryByText('Дашборд')).not.toBeInTheDocument();
  });

  it('lands a user without a company on the companies page, where one is created', async () => {
    const router = renderAt('/', { type: 'user', permissions: [] }, false);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/companies');
  });

  it('opens the dashboard in a company, for an administrator too', async () => {
    const router = renderAt('/', { type: 'admin', permissions: ['order:view'] });
    expect(await screen.findByRole('heading', { name: 'Дашборд' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
