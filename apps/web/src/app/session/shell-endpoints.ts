import type { logoutContract } from '@wb/shared/auth/auth.contract';
import type {
  acceptInvitationContract,
  meContract,
  switchCompanyContract,
} from '@wb/shared/identity/me.contract';
import type { updateUserSettingsContract } from '@wb/shared/settings/settings.contract';
import { contractRef } from '../query/api-client';

/*
 * What the private area's shell calls, as references: importing the contracts would bring their
 * schemas, zod and what the schemas use (date helpers, list queries) into every page's first
 * load (docs/budgets.md#bundle-size). Typed by the contracts: a wrong method or path does not
 * compile.
 */
export const meEndpoint = contractRef<typeof meContract>('GET', '/api/me');
export const switchCompanyEndpoint = contractRef<typeof switchCompanyContract>(
  'PUT',
  '/api/me/company',
);
export const acceptInvitationEndpoint = contractRef<typeof acceptInvitationContract>(
  'POST',
  '/api/me/invitations/accept',
);
export const logoutEndpoint = contractRef<typeof logoutContract>('POST', '/api/auth/logout');
export const updateUserSettingsEndpoint = contractRef<typeof updateUserSettingsContract>(
  'PATCH',
  '/api/settings/user',
);
