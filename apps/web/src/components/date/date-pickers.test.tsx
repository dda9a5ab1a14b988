import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolvePeriod, type Period } from '@wb/shared/dates/periods';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../test/render';
import dayjs from 'dayjs';
import { AppDatePicker, toIsoInRange } from './app-date-picker';
import { PeriodPicker } from './period-picker';

const NOW = new Date('2026-11-22T09:00:00Z');

describe('AppDatePicker', () => {
  it('turns a picked date into an ISO date inside 1900-01-01..2099-12-31', () => {
    expect(toIsoInRange(dayjs('2026-03-15'))).toBe('2026-03-15');
    expect(toIsoInRange(dayjs('1900-01-01'))).toBe('1900-01-01');
    expect(toIsoInRange(dayjs('2099-12-31'))).toBe('2099-12-31');
    expect(toIsoInRange(dayjs('1899-12-31'))).toBeNull();
    expect(toIsoInRange(dayjs('2100-01-01'))).toBeNull();
    expect(toIsoInRange(dayjs('not a date'))).toBeNull();
    expect(toIsoInRange(null)).toBeNull();
  });

  it('shows the Russian date and flags a value outside the range', () => {
    renderWithStore(<AppDatePicker label="Дата" value="2026-03-15" onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Дата' })).toHaveTextContent('15.03.2026');
    renderWithStore(<AppDatePicker label="Старая" value="1899-05-01" onChange={vi.fn()} />);
    expect(screen.getByText('Дата должна быть с 01.01.1900 по 31.12.2099')).toBeInTheDocument();
  });
});

function Harness() {
  const [period, setPeriod] = useState<Period>(resolvePeriod('last7Days', NOW));
  return (
    <>
      <PeriodPicker value={period} onChange={setPeriod} now={NOW} />
      <output data-testid="period">{`${period.from}..${period.to}`}</output>
    </>
  );
}

describe('PeriodPicker', () => {
  it('applies a preset in Moscow business dates', async () => {
    renderWithStore(<Harness />);
    expect(screen.getByTestId('period')).toHaveTextContent('2026-11-16..2026-11-22');
    await userEvent.click(screen.getByRole('combobox', { name: 'Период' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Прошлый месяц' }));
    expect(screen.getByTestId('period')).toHaveTextContent('2026-10-01..2026-10-31');
  });

  it('offers every preset of the spec', async () => {
    renderWithStore(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Период' }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        'Сегодня',
        'Вчера',
        '7 дней',
        '14 дней',
        '30 дней',
        'Эта неделя',
        'Прошлая неделя',
        'Этот месяц',
        'Прошлый месяц',
        'Квартал',
        'Год',
      ]),
    );
  });
});
