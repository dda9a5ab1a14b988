import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  moveCategoryContract,
  type Category,
} from '@wb/shared/categories/categories.contract';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import CategoriesPage from '../pages/categories-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: unknown; body?: unknown }) => Promise<unknown>
>;
beforeAll(initTestI18n);
afterEach(() => api.mockReset());

const ALL = ['category:view', 'category:create', 'category:edit', 'category:delete'];
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const cat = (
  n: number,
  name: string,
  parent: number | null,
  position: number,
  depth: number,
  counts: [number, number] = [0, 0],
): Category => ({
  id: id(n),
  parentId: parent === null ? null : id(parent),
  name,
  position,
  depth,
  productCount: counts[0],
  totalProductCount: counts[1],
});
// Одежда (Платья (Летние)), Обувь
const TREE = [
  cat(1, 'Одежда', null, 0, 1, [1, 6]),
  cat(2, 'Платья', 1, 0, 2, [2, 5]),
  cat(3, 'Летние', 2, 0, 3, [3, 3]),
  cat(4, 'Обувь', null, 1, 1, [4, 4]),
];

function renderPage(permissions = ALL) {
  api.mockImplementation(async (contract, request) => {
    if (contract === listCategoriesContract) return TREE;
    if (contract === moveCategoryContract) {
      const body = request?.body as { parentId: string | null };
      const moved = TREE.find((c) => c.id === (request?.params as { id: string }).id)!;
      return TREE.map((c) => (c.id === moved.id ? { ...c, parentId: body.parentId } : c));
    }
    if (contract === createCategoryContract) {
      return cat(5, (request?.body as { name: string }).name, 1, 1, 2);
    }
    if (contract === deleteCategoryContract) return undefined;
    throw new Error('unexpected contract');
  });
  const view = renderFeature(<CategoriesPage />, { principal: { type: 'user', permissions } });
  return { ...view, user: userEvent.setup() };
}

const callsOf = (contract: unknown) => api.mock.calls.filter(([c]) => c === contract);
const row = (name: string) => document.querySelector<HTMLElement>(`[data-category="${name}"]`)!;

/** A drag event at a height (jsdom's drag events carry no coordinates of their own). */
function dragAt(kind: 'dragOver' | 'drop', el: HTMLElement, clientY: number, dataTransfer: object) {
  const event = createEvent[kind](el, { dataTransfer });
  Object.defineProperty(event, 'clientY', { value: clientY });
  fireEvent(el, event);
}

describe('CategoriesPage', { timeout: 20_000 }, () => {
  it('draws the tree with product counts and folds a branch', async () => {
    const { user } = renderPage();
    expect(await screen.findByText('Категорий: 4')).toBeInTheDocument();
    expect(row('Одежда')).toHaveTextContent('1 товар · с подкатегориями 6 товаров');
    expect(row('Летние')).toHaveTextContent('3 товара');
    await user.click(screen.getByRole('button', { name: 'Свернуть «Одежда»' }));
    expect(screen.queryByText('Платья')).toBeNull();
    expect(screen.getByRole('button', { name: 'Развернуть «Одежда»' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('moves with the keyboard menu: indent into the previous sibling', async () => {
    const { user } = renderPage();
    const move = await screen.findByRole('button', { name: 'Переместить «Обувь»' });
    move.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Ниже' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'На уровень выше' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Вложить в «Одежда»' }));
    await waitFor(() => expect(callsOf(moveCategoryContract)).toHaveLength(1));
    expect(callsOf(moveCategoryContract)[0]![1]).toEqual({
      params: { id: id(4) },
      body: { parentId: id(1), position: 1 },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('«Обувь» теперь в «Одежда»');
  });

  it('moves by drag and drop: the middle of a row nests, its top edge puts before', async () => {
    renderPage();
    await screen.findByText('Обувь');
    const rect = (top: number) =>
      ({
        top,
        bottom: top + 40,
        height: 40,
        left: 0,
        right: 500,
        width: 500,
        x: 0,
        y: top,
      }) as DOMRect;
    vi.spyOn(row('Платья'), 'getBoundingClientRect').mockReturnValue(rect(100));
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(row('Обувь'), { dataTransfer });
    dragAt('dragOver', row('Платья'), 120, dataTransfer);
    dragAt('drop', row('Платья'), 120, dataTransfer);
    await waitFor(() => expect(callsOf(moveCategoryContract)).toHaveLength(1));
    expect(callsOf(moveCategoryContract)[0]![1]).toEqual({
      params: { id: id(4) },
      body: { parentId: id(2), position: 1 },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('«Обувь» теперь в «Платья»');

    fireEvent.dragStart(row('Обувь'), { dataTransfer });
    dragAt('dragOver', row('Платья'), 102, dataTransfer);
    dragAt('drop', row('Платья'), 102, dataTransfer);
    await waitFor(() => expect(callsOf(moveCategoryContract)).toHaveLength(2));
    expect(callsOf(moveCategoryContract)[1]![1]).toMatchObject({
      body: { parentId: id(1), position: 0 },
    });
  });

  it('does not drop a category into its own subtree', async () => {
    renderPage();
    await screen.findByText('Летние');
    vi.spyOn(row('Летние'), 'getBoundingClientRect').mockReturnValue({
      top: 0,
      height: 40,
    } as DOMRect);
    const dataTransfer = { setData: () => undefined, getData: () => id(1) };
    fireEvent.dragStart(row('Одежда'), { dataTransfer });
    dragAt('dragOver', row('Летние'), 20, dataTransfer);
    dragAt('drop', row('Летние'), 20, dataTransfer);
    await new Promise((r) => setTimeout(r, 50));
    expect(callsOf(moveCategoryContract)).toHaveLength(0);
  });

  it('adds a subcategory under the chosen one', async () => {
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Добавить подкатегорию в «Одежда»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Новая подкатегория в «Одежда»' });
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Юбки');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(callsOf(createCategoryContract)).toHaveLength(1));
    expect(callsOf(createCategoryContract)[0]![1]).toEqual({
      body: { name: 'Юбки', parentId: id(1) },
    });
  });

  it('asks before deleting, saying the subtree goes and the products lose their category', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Удалить «Одежда»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Вы уверены?' });
    expect(confirm).toHaveTextContent(
      'Категория «Одежда» будет удалена. Вместе с ней удалятся 2 подкатегории. 6 товаров останутся без категории.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(callsOf(deleteCategoryContract)).toHaveLength(1));
  });

  it('shows the tree without controls to a user who may only look', async () => {
    renderPage(['category:view']);
    await screen.findByText('Одежда');
    expect(screen.queryByRole('button', { name: 'Добавить категорию' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Переместить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(row('Одежда')).not.toHaveAttribute('draggable');
  });
});
