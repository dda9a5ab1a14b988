import {
  getPlatformSettingsContract,
  updatePlatformSettingsContract,
} from '@wb/shared/settings/settings.contract';
import { listLocalizationVersionsContract } from '@wb/shared/districts/localization.contract';
import { DEFAULT_PLATFORM_SETTINGS } from '@wb/shared/settings/platform-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { apiRequest } from '../../../app/query/api-client';
import { renderFeature } from '../../../test/render-feature';
import PlatformSettingsPage from '../pages/platform-settings-page';

vi.mock('../../../app/query/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(),
}));
const api = vi.mocked(apiRequest) as unknown as Mock<
  (contract: unknown, request?: { params?: unknown; body?: unknown }) => Promise<unknown>
>;
afterEach(() => api.mockReset());

const settings = { ...DEFAULT_PLATFORM_SETTINGS, mailPasswordSet: false };

describe('PlatformSettingsPage: portal features', () => {
  it('switches a seller-portal feature on, labelled as outside the public API', async () => {
    api.mockImplementation(async (contract, request) => {
      if (contract === getPlatformSettingsContract) return settings;
      if (contract === listLocalizationVersionsContract) return [];
      if (contract === updatePlatformSettingsContract) {
        return { ...settings, ...(request?.body as object) };
      }
      throw new Error('unexpected contract');
    });
    const user = userEvent.setup();
    renderFeature(<PlatformSettingsPage />, { principal: { type: 'admin', permissions: [] } });
    const section = await screen.findByRole('region', { name: 'Функции через кабинет продавца' });
    expect(within(section).getByTestId('portal-notice')).toHaveTextContent('Вне публичного API WB');
    const feature = within(section).getByRole('switch', { name: /Бронирование слотов поставки/ });
    expect(feature).not.toBeChecked();
    expect(section).toHaveTextContent('Не публичный API');
    await user.click(feature);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(updatePlatformSettingsContract, {
        body: { portalFeatures: { supplySlotBooking: true } },
      }),
    );
  });
});
