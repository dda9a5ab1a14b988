import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createTagContract,
  deleteTagContract,
  linkTagContract,
  listTagProductsContract,
  listTagsContract,
  tagCandidatesContract,
  type Tag,
  type TagProduct,
  type TagsList,
} from '@wb/shared/tags/tags.contract';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import TagsPage from '../pages/tags-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: unknown,
    request?: { params?: unknown; body?: unknown; query?: unknown },
  ) => Promise<unknown>
>;
beforeAll(initTestI18n);
afterEach(() => api.mockReset());

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const LOCKED = '22222222-2222-4222-8222-222222222222';
const EDIT = ['product:view', 'product:create', 'product:edit', 'product:delete'];

const tag = (over: Partial<Tag>): Tag => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Новинки',
  color: 'DEF1DD',
  accountId: null,
  accountName: null,
  wbTagId: null,
  productCount: 3,
  readOnly: null,
  ...over,
});
const OWN = tag({});
const WB = tag({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  name: 'Акция',
  color: 'FFECC7',
  accountId: ACCOUNT,
  accountName: 'Основной',
  wbTagId: 900,
  productCount: 1,
});
const FROZEN = tag({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'Старый',
  accountId: LOCKED,
  accountName: 'Второй',
  wbTagId: 901,
  productCount: 0,
  readOnly: 'readOnlyToken',
});
const LIST: TagsList = {
  tags: [OWN, WB, FROZEN],
  accounts: [
    { id: ACCOUNT, name: 'Основной', tagCount: 1, readOnly: null },
    { id: LOCKED, name: 'Второй', tagCount: 1, readOnly: 'readOnlyToken' },
  ],
};
const product = (nmId: number, title: string): TagProduct => ({
  accountId: ACCOUNT,
  accountName: 'Основной',
  nmId,
  vendorCode: `A-${nmId}`,
  title,
  photo: null,
  inTrash: false,
});

function renderPage(permissions = EDIT, answers: { create?: unknown } = {}) {
  api.mockImplementation(async (contract, request) => {
    if (contract === listTagsContract) return LIST;
    if (contract === createTagContract) {
      if (answers.create instanceof Error) throw answers.create;
      return tag({ ...(request?.body as object), id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd' });
    }
    if (contract === deleteTagContract) return undefined;
    if (contract === listTagProductsContract) {
      return { items: [product(101, 'Платье')], total: 1, page: 1, pageSize: 20 };
    }
    if (contract === tagCandidatesContract) return [product(102, 'Юбка')];
    if (contract === linkTagContract) return { linked: 1, unlinked: 0, failed: [] };
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<TagsPage />, { principal: { type: 'user', permissions } });
  return { ...view, user: userEvent.setup() };
}

const callsOf = (contract: unknown) => api.mock.calls.filter(([c]) => c === contract);

describe('TagsPage', { timeout: 20_000 }, () => {
  it('shows own tags and each WB account’s tags, a read-only account with its reason', async () => {
    renderPage();
    const own = await screen.findByRole('region', { name: 'Собственные ярлыки' });
    expect(within(own).getByText('Новинки')).toBeInTheDocument();
    expect(within(own).getByText('3 товара')).toBeInTheDocument();
    const wb = screen.getByRole('region', { name: 'Ярлыки WB · Основной' });
    expect(within(wb).getByText('Акция')).toBeInTheDocument();
    expect(within(wb).getByText('1 из 15')).toBeInTheDocument();
    expect(
      screen.getByText(/Кабинет «Второй»: Токен кабинета только для чтения/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изменить ярлык «Старый»' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Удалить ярлык «Старый»' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Изменить ярлык «Акция»' })).toBeEnabled();
  });

  it('offers no changes to a user who may only look', async () => {
    renderPage(['product:view']);
    await screen.findByText('Новинки');
    expect(screen.queryByRole('button', { name: 'Создать ярлык' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Изменить ярлык/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить ярлык/ })).toBeNull();
  });

  it('creates an own tag with a colour from WB’s palette', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Создать ярлык' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый ярлык' });
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Хиты');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Выберите цвет из палитры WB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Синий' }));
    expect(within(dialog).getByRole('button', { name: 'Синий' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(callsOf(createTagContract)).toHaveLength(1));
    expect(callsOf(createTagContract)[0]![1]).toEqual({
      body: { name: 'Хиты', color: 'E4EAFF', accountId: null },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates on a WB account within WB’s 15 characters; a read-only account is not offered', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Создать ярлык' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый ярлык' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Где создать' }));
    const locked = await screen.findByRole('option', { name: /Ярлыки WB · Второй/ });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: /Ярлыки WB · Основной/ }));
    const name = within(dialog).getByRole('textbox', { name: /Название/ });
    expect(name).toHaveAttribute('maxLength', '15');
    await user.type(name, 'Скидка');
    await user.click(within(dialog).getByRole('button', { name: 'Жёлтый' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(callsOf(createTagContract)).toHaveLength(1));
    expect(callsOf(createTagContract)[0]![1]).toEqual({
      body: { name: 'Скидка', color: 'FFECC7', accountId: ACCOUNT },
    });
  });

  it('shows WB’s refusal on the field and keeps the dialog open', async () => {
    const { user } = renderPage(EDIT, {
      create: new ApiError(400, 'VALIDATION_FAILED', 'Ярлык с таким названием уже есть', {
        name: ['Ярлык с таким названием уже есть'],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Создать ярлык' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый ярлык' });
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Новинки');
    await user.click(within(dialog).getByRole('button', { name: 'Серый' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Ярлык с таким названием уже есть')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Новый ярлык' })).toBeInTheDocument();
  });

  it('asks before deleting a WB tag, saying it goes on WB too', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Удалить ярлык «Акция»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Вы уверены?' });
    expect(confirm).toHaveTextContent(
      'Ярлык «Акция» будет удалён в WB (кабинет «Основной») и снят с 1 товара.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(callsOf(deleteTagContract)).toHaveLength(1));
    expect(callsOf(deleteTagContract)[0]![1]).toEqual({ params: { id: WB.id } });
  });

  it('lists a tag’s products and puts it on another one', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Товары с ярлыком «Акция»' }));
    const dialog = await screen.findByRole('dialog', { name: /Товары с ярлыком/ });
    expect(await within(dialog).findByText('Платье')).toBeInTheDocument();
    expect(within(dialog).getByText(/отправляется в WB, по одной карточке/)).toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Поставить ярлык на товар 102' }),
    );
    await waitFor(() => expect(callsOf(linkTagContract)).toHaveLength(1));
    expect(callsOf(linkTagContract)[0]![1]).toEqual({
      params: { id: WB.id },
      body: { add: [{ accountId: ACCOUNT, nmId: 102 }], remove: [] },
    });
    expect(
      within(dialog).getByRole('button', { name: 'Снять ярлык с товара 101' }),
    ).toBeInTheDocument();
  });

  it('shows a read-only tag’s products without changes', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Товары с ярлыком «Старый»' }));
    const dialog = await screen.findByRole('dialog', { name: /Товары с ярлыком/ });
    expect(await within(dialog).findByText('Платье')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Снять ярлык/ })).toBeNull();
    expect(within(dialog).queryByText('Добавить товар')).toBeNull();
    expect(callsOf(tagCandidatesContract)).toHaveLength(0);
  });
});
