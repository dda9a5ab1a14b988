import type { Me } from '@wb/shared/identity/me.contract';
import { DEFAULT_USER_SETTINGS } from '@wb/shared/settings/user-settings';

/** GET /api/me of a plain user in no company; tests override what they need. */
export function meOf(overrides: Partial<Me> = {}): Me {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'someone@example.com',
      fullName: 'Кто-то',
      phone: null,
      type: 'user',
      locale: 'ru',
      emailVerified: true,
      totpEnabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    isAdmin: false,
    adminNeedsTotp: false,
    companies: [],
    currentCompany: null,
    permissions: [],
    settings: DEFAULT_USER_SETTINGS,
    session: { id: '00000000-0000-4000-8000-000000000002', expiresAt: '2026-12-31T00:00:00.000Z' },
    maintenanceBanner: null,
    ...overrides,
  };
}
