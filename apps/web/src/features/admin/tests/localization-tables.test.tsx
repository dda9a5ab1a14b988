import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocalizationVersion } from '@wb/shared/districts/localization.contract';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest } from '../../../app/query/api-client';
import { initTestI18n } from '../../../test/i18n';
import { renderFeature } from '../../../test/render-feature';
import LocalizationTables from '../components/localization-tables';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (
    contract: { path: string; method: string },
    request?: { params?: { validFrom?: string }; body?: unknown },
  ) => Promise<unknown>
>;

const version = (validFrom: string, extra: Partial<LocalizationVersion> = {}) => ({
  validFrom,
  current: false,
  future: false,
  bands: [
    { ilFrom: '0.00', ilTo: '60.00', ktr: '1.500', krpPercent: '2.00' },
    { ilFrom: '60.00', ilTo: '100.00', ktr: '0.800', krpPercent: '0.00' },
  ],
  ...extra,
});

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  api.mockReset();
});

describe('localization tables (platform settings)', () => {
  it('shows the version in force, adds one from a copy of the latest and says what is wrong first', async () => {
    const posts: unknown[] = [];
    api.mockImplementation(async (contract, request) => {
      const key = `${contract.method} ${contract.path}`;
      if (key === 'GET /api/admin/localization-tables')
        return [version('2026-03-23', { current: true })];
      if (key === 'POST /api/admin/localization-tables') {
        posts.push(request?.body);
        throw new ApiError(409, 'LOCALIZATION_VERSION_EXISTS', 'Версия с 2026-03-23 уже есть', {
          validFrom: ['Версия с 2026-03-23 уже есть: выберите другую дату'],
        });
      }
      throw new Error(`unexpected ${key}`);
    });
    const user = userEvent.setup();
    renderFeature(<LocalizationTables />, { principal: { type: 'admin', permissions: [] } });
    const section = await screen.findByRole('region', { name: 'Таблица локализации (КТР и КРП)' });
    const bands = await within(section).findByRole('table', { name: /Полосы версии с/ });
    expect(within(bands).getByText('1,5')).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: 'Версия с' })).toHaveDisplayValue(
      /действует/,
    );
    expect(
      within(section).queryByRole('button', { name: 'Удалить версию' }),
    ).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Новая версия' }));
    const form = within(section).getByRole('form', { name: 'Новая версия' });
    const to = within(form).getByRole('textbox', { name: 'ИЛ до, %, полоса 1' });
    expect(to).toHaveValue('60');
    await user.clear(to);
    await user.type(to, '50');
    expect(within(form).getByRole('alert')).toHaveTextContent('Не покрыт ИЛ 50–60 %');
    const save = within(form).getByRole('button', { name: 'Сохранить версию' });
    expect(save).toBeDisabled();
    await user.clear(to);
    await user.type(to, '60');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Действует с/), '2026-03-23');
    await user.click(save);
    expect(
      await within(form).findByText('Версия с 2026-03-23 уже есть: выберите другую дату'),
    ).toBeInTheDocument();
    expect(posts).toEqual([
      {
        validFrom: '2026-03-23',
        bands: [
          { ilFrom: '0', ilTo: '60', ktr: '1.5', krpPercent: '2' },
          { ilFrom: '60', ilTo: '100', ktr: '0.8', krpPercent: '0' },
        ],
      },
    ]);
  });

  it('deletes a future version after confirming', async () => {
    const deleted: unknown[] = [];
    api.mockImplementation(async (contract, request) => {
      const key = `${contract.method} ${contract.path}`;
      if (key === 'GET /api/admin/localization-tables')
        return [version('2099-01-01', { future: true }), version('2026-03-23', { current: true })];
      if (key === 'DELETE /api/admin/localization-tables/:validFrom') {
        deleted.push(request?.params?.validFrom);
        return undefined;
      }
      throw new Error(`unexpected ${key}`);
    });
    const user = userEvent.setup();
    renderFeature(<LocalizationTables />, { principal: { type: 'admin', permissions: [] } });
    const select = await screen.findByRole('combobox', { name: 'Версия с' });
    await user.selectOptions(select, '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Удалить версию' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить версию' }));
    await vi.waitFor(() => expect(deleted).toEqual(['2099-01-01']));
  });
});
