import type { Me } from '@wb/shared/identity/me.contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meOf } from '../../test/me';
import { SessionBanners } from './session-banners';

const NO_COMPANY =
  'Вы пока не состоите ни в одной компании. Создайте компанию или примите приглашение.';

const me = meOf;

function renderBanners(value: Me) {
  const router = createMemoryRouter([{ path: '/', element: <SessionBanners me={value} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('SessionBanners', () => {
  it('asks a user without a company to create one, with the way to the companies page', () => {
    renderBanners(me());
    expect(screen.getByText(NO_COMPANY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать компанию' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it('does not ask an administrator without a company: the platform pages need none', () => {
    const admin = me({ isAdmin: true, user: { ...me().user, type: 'admin', totpEnabled: true } });
    const { container } = renderBanners(admin);
    expect(screen.queryByText(NO_COMPANY)).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('still asks an administrator without the second factor, whose powers are not active', () => {
    const pending = me({ adminNeedsTotp: true, user: { ...me().user, type: 'admin' } });
    renderBanners(pending);
    expect(screen.getByText(NO_COMPANY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подключить' })).toHaveAttribute('href', '/profile');
  });
});
