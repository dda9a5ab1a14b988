import type { Me } from '@wb/shared/identity/me.contract';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@wb/shared/settings/user-settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { updateUserSettingsEndpoint } from '../../../app/session/shell-endpoints';
import { renderFeature } from '../../../test/render-feature';
import { SettingsForm } from './settings-form';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
// The mock is called with any contract; its answers are typed loosely.
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: unknown; body?: unknown }) => Promise<unknown>
>;
afterEach(async () => {
  api.mockReset();
  await i18n.changeLanguage('ru');
});

const companyId = '0b8f5f0e-3c55-4f7e-9d3b-6f3a2a1d9c01';
const me = {
  companies: [
    {
      id: companyId,
      name: 'ООО Ромашка',
      roleId: companyId,
      roleName: 'Владелец',
      isOwner: true,
      blocked: false,
    },
  ],
} as Me;
const stored: UserSettings = { ...DEFAULT_USER_SETTINGS, defaultWbAccountId: null };

function renderForm() {
  // The server answers with what it was sent, merged over the stored settings.
  api.mockImplementation(async (_contract, request) => ({
    ...stored,
    ...(request?.body as Partial<UserSettings>),
  }));
  const view = renderFeature(<SettingsForm settings={stored} me={me} />);
  return { ...view, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('SettingsForm', () => {
  it('saves the changes and applies theme, language and order display to the running app', async () => {
    const { user, store } = renderForm();
    expect(store.getState().theme.mode).toBe('light');
    await choose(user, 'Тема', 'Тёмная');
    await choose(user, 'Компания при входе', 'ООО Ромашка');
    const countRow = screen.getByRole('spinbutton', { name: 'Карточек в ряду' });
    await user.clear(countRow);
    await user.type(countRow, '3');
    const height = screen.getByRole('textbox', { name: 'Высота фото, px' });
    await user.clear(height);
    await user.type(height, '240');
    await user.click(screen.getByRole('checkbox', { name: 'Открылись слоты приёмки: Почта' }));
    await choose(user, 'Язык интерфейса', 'English');

    await user.click(screen.getByTestId('settings-save'));

    await waitFor(() => expect(store.getState().theme.mode).toBe('dark'));
    expect(store.getState().order.settingsOptions).toEqual({
      countRow: 3,
      fontSize: 13,
      imgWidth: '',
      imgHeight: '240',
    });
    await waitFor(() => expect(i18n.language).toBe('en'));

    expect(api).toHaveBeenCalledTimes(1);
    const [contract, request] = api.mock.calls[0]!;
    expect(contract).toBe(updateUserSettingsEndpoint);
    const body = request!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      language: 'en',
      theme: 'dark',
      defaultCompanyId: companyId,
      notifications: { email: { slotAlerts: false, syncProblems: true, tokenExpiry: true } },
    });
    // WB accounts are not built yet: the default one is neither shown nor sent.
    expect(body).not.toHaveProperty('defaultWbAccountId');
  });

  it('shows the order display choices in the live preview', async () => {
    const { user } = renderForm();
    const countRow = screen.getByRole('spinbutton', { name: 'Карточек в ряду' });
    await user.clear(countRow);
    await user.type(countRow, '4');
    // The preview follows the form after the typing settles.
    await vi.waitFor(() =>
      expect(screen.getByTestId('order-preview')).toHaveAccessibleName(
        'Пример ленты заказов: карточек в ряду — 4, шрифт 13 px',
      ),
    );
  });

  it('keeps invalid values on the form and sends nothing', async () => {
    const { user, store } = renderForm();
    const height = screen.getByRole('textbox', { name: 'Высота фото, px' });
    await user.clear(height);
    await user.type(height, 'abc');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Число пикселей, до 4 цифр')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    expect(store.getState().order.settingsOptions.imgHeight).toBe('180');
  });
});
