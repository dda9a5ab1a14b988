import { ALL_PERMISSIONS, SUBJECTS } from '@wb/shared/access/permissions';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render-feature';
import { MATRIX_ACTIONS } from '../lib/permission-matrix';
import { PermissionMatrix } from './permission-matrix';

function Harness({ initial = [], readOnly = false }: { initial?: string[]; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PermissionMatrix value={value} onChange={setValue} readOnly={readOnly} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const granted = () => (screen.getByTestId('value').textContent ?? '').split(',').filter(Boolean);
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('PermissionMatrix', () => {
  it('has a checkbox for every valid cell and none where the permission does not exist', () => {
    render(<Harness />);
    const matrix = screen.getByTestId('permission-matrix');
    const boxes = within(matrix).getAllByRole('checkbox');
    // cells + one per row + one per column + the whole matrix
    expect(boxes).toHaveLength(
      ALL_PERMISSIONS.length + SUBJECTS.length + MATRIX_ACTIONS.length + 1,
    );
    expect(box('Товары: Синхронизация')).toBeInTheDocument();
    expect(box('Отчёты: Отчёт ОПиУ')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Заказы: Создание' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Отчёты: Просмотр' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Сотрудники: Отчёт ОПиУ' })).toBeNull();
  });

  it('toggles one cell', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Заказы: Просмотр'));
    expect(granted()).toEqual(['order:view']);
    await user.click(box('Заказы: Просмотр'));
    expect(granted()).toEqual([]);
  });

  it('selects a whole row, only its valid cells, and shows a partial row as indeterminate', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['order:view']} />);
    const row = box('Все права раздела «Заказы»');
    expect(row).not.toBeChecked();
    expect(row).toHaveAttribute('data-indeterminate', 'true');
    await user.click(row);
    expect(granted()).toEqual(['order:edit', 'order:sync', 'order:view']);
    expect(row).toBeChecked();
    await user.click(row);
    expect(granted()).toEqual([]);
  });

  it('selects a whole column across the subjects that have that action', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['user:view']} />);
    await user.click(box('«Создание» во всех разделах'));
    const creates = granted().filter((k) => k.endsWith(':create'));
    expect(creates).toHaveLength(ALL_PERMISSIONS.filter((p) => p.action === 'create').length);
    expect(creates).not.toContain('order:create');
    expect(granted()).toContain('user:view'); // other cells untouched
    await user.click(box('«Отчёт ОПиУ» во всех разделах'));
    expect(granted()).toContain('report:viewReportIncome');
  });

  it('grants and removes everything at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Все права'));
    expect(granted()).toHaveLength(ALL_PERMISSIONS.length);
    await user.click(box('Все права'));
    expect(granted()).toEqual([]);
  });

  it('is read-only when asked: every checkbox disabled, nothing changes', () => {
    const onChange = vi.fn();
    render(<PermissionMatrix value={['product:view']} onChange={onChange} readOnly />);
    const boxes = within(screen.getByTestId('permission-matrix')).getAllByRole('checkbox');
    for (const b of boxes) expect(b).toBeDisabled();
    expect(box('Товары: Просмотр')).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
