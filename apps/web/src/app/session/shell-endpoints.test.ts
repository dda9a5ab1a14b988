import { logoutContract } from '@wb/shared/auth/auth.contract';
import {
  acceptInvitationContract,
  meContract,
  switchCompanyContract,
} from '@wb/shared/identity/me.contract';
import { updateUserSettingsContract } from '@wb/shared/settings/settings.contract';
import { describe, expect, it } from 'vitest';
import * as endpoints from './shell-endpoints';

describe('shell endpoints', () => {
  it('call what their contracts declare', () => {
    const pairs = [
      [endpoints.meEndpoint, meContract],
      [endpoints.switchCompanyEndpoint, switchCompanyContract],
      [endpoints.acceptInvitationEndpoint, acceptInvitationContract],
      [endpoints.logoutEndpoint, logoutContract],
      [endpoints.updateUserSettingsEndpoint, updateUserSettingsContract],
    ] as const;
    expect(pairs).toHaveLength(Object.keys(endpoints).length);
    for (const [ref, contract] of pairs) {
      expect({ method: ref.method, path: ref.path }).toEqual({
        method: contract.method,
        path: contract.path,
      });
      expect(contract).not.toHaveProperty('upload');
    }
  });
});
