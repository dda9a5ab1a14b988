import {
  invitationsList,
  listMemberRolesContract,
  membersList,
  revokeInvitationContract,
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
import { listRequestsTo, onePage } from '../../../test/list-api';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
// The mock is called with any contract; its answers are typed loosely.
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: unknown,
    request?: { params?: unknown; body?: unknown; query?: { list?: string } },
  ) => Promise<unknown>
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
/** The list requests the page sent for a contract (parsed from the `list` parameter). */
const requestsOf = (contract: unknown) => listRequestsTo(api.mock.calls, contract);

function renderPage(permissions: string[], url = '/users') {
  api.mockImplementation(async (contract) => {
    if (contract === listMemberRolesContract) return [ownerRole, managerRole];
    if (contract === membersList.page) return onePage([me]);
    if (contract === invitationsList.page) return onePage([invitation]);
    if (contract === updateMemberContract)
      throw new ApiError(
        409,
        'LAST_OWNER',
        'В компании должен остаться хотя бы один активный владелец',
      );
    // Saved views of the grid: none.
    if ((contract as { path: string }).path === '/api/saved-views') return [];
    return undefined;
  });
  const view = renderFeature(<UsersPage />, {
    path: '/users',
    url,
    principal: { type: 'user', permissions },
  });
  return { ...view, user: userEvent.setup() };
}

describe('UsersPage', () => {
  it('shows members and invitations without any action to a user who may only view', async () => {
    const { user } = renderPage(['user:view']);
    const table = await screen.findByRole('table', { name: 'Сотрудники' });
    const row = await within(table).findByRole('row', { name: /anna@example\.ru/ });
    expect(row).toHaveTextContent('вы');
    expect(row).toHaveTextContent('Владелец');
    expect(row).toHaveTextContent('Активен');
    expect(screen.getByRole('button', { name: 'Мульти-фильтры' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Пригласить' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Роль сотрудника/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Отключить доступ/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить из компании/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Приглашения' }));
    const invitations = await screen.findByRole('table', { name: 'Приглашения' });
    expect(await within(invitations).findByText('new@example.ru')).toBeInTheDocument();
    expect(within(invitations).getByText('Менеджер')).toBeInTheDocument();
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
    expect(
      await screen.findByRole('button', { name: 'Удалить из компании: Анна Смирнова' }),
    ).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Роль сотрудника Анна Смирнова' }),
      'Менеджер',
    );
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

  it('searches members by name or e-mail as a condition of the grid’s filter', async () => {
    const { user, router } = renderPage(['user:view']);
    await screen.findByRole('row', { name: /anna@example\.ru/ });
    await user.type(await screen.findByLabelText('Поиск по имени или e-mail'), 'анна');
    await waitFor(() =>
      expect(requestsOf(membersList.page).at(-1)?.filter).toEqual({
        op: 'and',
        items: [
          {
            op: 'or',
            items: [
              { field: 'fullName', op: 'contains', value: 'анна' },
              { field: 'email', op: 'contains', value: 'анна' },
            ],
          },
        ],
      }),
    );
    expect(router.state.location.search).toContain('f=');
  });

  it('revokes an invitation after a confirmation, for who may delete members', async () => {
    const { user } = renderPage(['user:view', 'user:delete'], '/users?tab=invitations');
    await user.click(
      await screen.findByRole('button', { name: 'Отозвать приглашение для new@example.ru' }),
    );
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Приглашение для new@example.ru перестанет действовать.');
    await user.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(revokeInvitationContract, {
        params: { id: invitation.id },
      }),
    );
    expect(requestsOf(membersList.page)).toEqual([]);
  });
});
