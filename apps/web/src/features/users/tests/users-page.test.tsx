import {
  listMembersContract,
  updateMemberContract,
  type Invitation,
  type Member,
} from '@wb/shared/identity/users.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import UsersPage from '../pages/users-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
// The mock is called with any contract; its answers are typed loosely.
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: unknown; body?: unknown }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const ownerRole = { id: '11111111-1111-4111-8111-111111111111', name: 'Владелец', isOwner: true };
const managerRole = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Менеджер',
  isOwner: false,
};
const me: Member = {
  userId: '33333333-3333-4333-8333-333333333333',
  email: 'anna@example.ru',
  fullName: 'Анна Смирнова',
  roleId: ownerRole.id,
  roleName: ownerRole.name,
  isOwner: true,
  status: 'active',
  joinedAt: '2026-01-10T08:00:00.000Z',
  lastActiveAt: '2026-03-01T10:30:00.000Z',
  isMe: true,
};
const invitation: Invitation = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'new@example.ru',
  roleId: managerRole.id,
  roleName: managerRole.name,
  invitedBy: 'Анна Смирнова',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-08T10:00:00.000Z',
};

function renderPage(permissions: string[]) {
  api.mockImplementation(async (contract) => {
    if (contract === listMembersContract)
      return { members: [me], invitations: [invitation], roles: [ownerRole, managerRole] };
    if (contract === updateMemberContract)
      throw new ApiError(
        409,
        'LAST_OWNER',
        'В компании должен остаться хотя бы один активный владелец',
      );
    return undefined;
  });
  const view = renderFeature(<UsersPage />, { principal: { type: 'user', permissions } });
  return { ...view, user: userEvent.setup() };
}

describe('UsersPage', () => {
  it('shows members and invitations without any action to a user who may only view', async () => {
    renderPage(['user:view']);
    const row = await screen.findByRole('row', { name: /anna@example\.ru/ });
    expect(row).toHaveTextContent('вы');
    expect(row).toHaveTextContent('Владелец');
    expect(screen.getByText('new@example.ru')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Пригласить' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Отключить доступ/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить из компании/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Отозвать приглашение/ })).toBeNull();
  });

  it('tells the user why the last owner cannot be demoted (409 LAST_OWNER)', async () => {
    const { user, actionErrors } = renderPage([
      'user:view',
      'user:edit',
      'user:create',
      'user:delete',
    ]);
    expect(await screen.findByRole('button', { name: 'Пригласить' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Роль сотрудника Анна Смирнова' }));
    await user.click(await screen.findByRole('option', { name: 'Менеджер' }));
    // Changing one's own role is confirmed first.
    const dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(actionErrors).toHaveBeenCalled());
    const [error, action] = actionErrors.mock.calls[0]!;
    expect(action).toBe('Не удалось изменить сотрудника');
    expect(error).toMatchObject({ code: 'LAST_OWNER' });
    expect(api).toHaveBeenCalledWith(updateMemberContract, {
      params: { id: me.userId },
      body: { roleId: managerRole.id, status: undefined },
    });
  });
});
