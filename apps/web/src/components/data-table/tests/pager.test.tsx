import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import { Pager } from '../pager';

beforeAll(async () => {
  await initTestI18n();
});

describe('Pager', () => {
  it('shows the range, moves between pages and changes the page size', async () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    renderFeature(
      <Pager total={1234} page={2} pageSize={50} onPage={onPage} onPageSize={onPageSize} />,
    );
    expect(screen.getByText(/^51–100 из 1\D?234$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await userEvent.click(screen.getByRole('button', { name: 'Последняя страница' }));
    await userEvent.click(screen.getByRole('button', { name: 'Первая страница' }));
    expect(onPage.mock.calls).toEqual([[3], [25], [1]]);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Строк на странице:' }),
      '100',
    );
    expect(onPageSize).toHaveBeenCalledWith(100);
  });

  it('disables the way back on the first page and the way on at the last', () => {
    renderFeature(<Pager total={0} page={1} pageSize={50} onPage={vi.fn()} onPageSize={vi.fn()} />);
    expect(screen.getByText('0–0 из 0')).toBeInTheDocument();
    for (const name of [
      'Первая страница',
      'Предыдущая страница',
      'Следующая страница',
      'Последняя страница',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});
