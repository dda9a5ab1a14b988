import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

function Boom(): never {
  throw new Error('the page broke');
}

const routes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      { path: '/broken-layout', element: <Boom /> },
      {
        element: (
          <div>
            <nav>
              <Link to="/fine">to a fine page</Link>
            </nav>
            <Outlet />
          </div>
        ),
        children: [
          {
            element: <RouteErrorBoundary embedded />,
            children: [
              { path: '/broken', element: <Boom /> },
              { path: '/fine', element: <p>a fine page</p> },
            ],
          },
        ],
      },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

const show = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes />
    </MemoryRouter>,
  );

describe('route error boundary', () => {
  // React reports the caught errors on the console.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it('shows a page that failed inside the layout, and the next page opens again', async () => {
    show('/broken');
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('the page broke');
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'to a fine page' }));
    expect(await screen.findByText('a fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });

  it('shows a layout that failed on the whole screen', () => {
    show('/broken-layout');
    expect(screen.getByRole('alert')).toHaveClass('wb-public');
    expect(screen.getByTestId('error-message')).toHaveTextContent('the page broke');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
