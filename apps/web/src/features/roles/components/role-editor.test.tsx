import {
  deleteRoleContract,
  updateRoleContract,
  type Role,
} from '@wb/shared/identity/roles.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import { RoleEditor } from './role-editor';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
// The mock is called with any contract; its answers are typed loosely.
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: unknown; body?: unknown }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const role = (over: Partial<Role>): Role => ({
  id: crypto.randomUUID(),
  name: 'Роль',
  systemKey: null,
  isSystem: false,
  permissions: [],
  membersCount: 0,
  ...over,
});
const owner = role({
  name: 'Владелец',
  systemKey: 'owner',
  isSystem: true,
  permissions: ['product:view'],
  membersCount: 1,
});
const manager = role({ name: 'Менеджер', systemKey: 'manager', isSystem: true, membersCount: 0 });
const packer = role({ name: 'Упаковщик', permissions: ['warehouse:view'], membersCount: 2 });
const intern = role({ name: 'Стажёр', membersCount: 0 });
const roles = [owner, manager, packer, intern];

function renderEditor(target: Role, { canEdit = true, canDelete = true } = {}) {
  const onDeleted = vi.fn();
  const view = renderFeature(
    <RoleEditor
      role={target}
      roles={roles}
      canEdit={canEdit}
      canDelete={canDelete}
      onDeleted={onDeleted}
    />,
  );
  return { ...view, onDeleted, user: userEvent.setup() };
}

describe('RoleEditor', () => {
  it('shows a system role read-only: locked matrix, no name field, no save, no delete', () => {
    renderEditor(owner);
    const editor = screen.getByTestId('role-editor');
    expect(editor).toHaveTextContent('Системную роль нельзя изменить или удалить');
    expect(screen.getByRole('checkbox', { name: 'Товары: Просмотр' })).toBeChecked();
    for (const box of within(screen.getByTestId('permission-matrix')).getAllByRole('checkbox'))
      expect(box).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Название роли' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить роль' })).toBeNull();
  });

  it('is read-only for a custom role too without role:edit and role:delete', () => {
    renderEditor(packer, { canEdit: false, canDelete: false });
    expect(screen.getByRole('checkbox', { name: 'Склад: Просмотр' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить роль' })).toBeNull();
  });

  it('renames a custom role and saves its new permissions', async () => {
    const { user } = renderEditor(packer);
    api.mockResolvedValue({
      ...packer,
      name: 'Кладовщик',
      permissions: ['warehouse:edit', 'warehouse:view'],
    });
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: 'Название роли' });
    await user.clear(name);
    await user.type(name, 'Кладовщик');
    await user.click(screen.getByRole('checkbox', { name: 'Склад: Изменение' }));
    await user.click(save);
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith(updateRoleContract, {
      params: { id: packer.id },
      body: { name: 'Кладовщик', permissions: ['warehouse:edit', 'warehouse:view'] },
    });
  });
});

describe('deleting a role', () => {
  it('asks only for confirmation when nobody has the role', async () => {
    const { user, onDeleted } = renderEditor(intern);
    api.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Удалить роль' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith(deleteRoleContract, {
      params: { id: intern.id },
      body: undefined,
    });
  });

  it('moves the members of a role in use to a chosen role, with the name typed as keyword', async () => {
    const { user, onDeleted } = renderEditor(packer);
    api.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Удалить роль' }));

    // Step 1: the target role; the role itself is not offered.
    const step1 = await screen.findByRole('dialog', { name: 'Удалить роль «Упаковщик»?' });
    expect(step1).toHaveTextContent('Роль назначена 2 сотрудникам');
    const next = within(step1).getByRole('button', { name: 'Далее' });
    expect(next).toBeDisabled();
    await user.click(within(step1).getByRole('combobox', { name: 'Новая роль для сотрудников' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Владелец', 'Менеджер', 'Стажёр']);
    await user.click(screen.getByRole('option', { name: 'Менеджер' }));
    await user.click(next);

    // Step 2: the keyword.
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('2 сотрудника получат роль «Менеджер»');
    const yes = within(confirm).getByRole('button', { name: 'Удалить' });
    expect(yes).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox'), 'Упаковщи');
    expect(yes).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox'), 'к');
    expect(yes).toBeEnabled();
    await user.click(yes);

    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith(deleteRoleContract, {
      params: { id: packer.id },
      body: { reassignToRoleId: manager.id, confirmName: 'Упаковщик' },
    });
  });

  it('sends nothing when the keyword step is cancelled', async () => {
    const { user } = renderEditor(packer);
    await user.click(screen.getByRole('button', { name: 'Удалить роль' }));
    const step1 = await screen.findByRole('dialog');
    await user.click(within(step1).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Стажёр' }));
    await user.click(within(step1).getByRole('button', { name: 'Далее' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api).not.toHaveBeenCalled();
  });
});
