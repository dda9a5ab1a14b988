import {
  changeEmailContract,
  changePasswordContract,
  regenerateRecoveryCodesContract,
  totpDisableContract,
  totpEnableContract,
  totpSetupContract,
  updateProfileContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { clientInfo } from '../auth/client-info';
import { requireAuth } from '../auth/session.plugin';
import { kickMailDelivery } from '../mail/mail.kick';
import * as profile from './profile.service';

export async function profileRoutes(app: FastifyInstance) {
  const deps = { database: app.db, config: app.config };

  route(app, updateProfileContract, async (request) =>
    profile.updateProfile(deps, requireAuth(request), request.body, clientInfo(request)),
  );

  route(app, changePasswordContract, async (request) => {
    const auth = requireAuth(request);
    const result = await profile.changePassword(deps, auth, request.body, clientInfo(request));
    await kickMailDelivery(app);
    return result;
  });

  route(app, changeEmailContract, async (request) => {
    const auth = requireAuth(request);
    await profile.requestEmailChange(deps, auth, request.body, clientInfo(request));
    await kickMailDelivery(app);
    return { status: 'confirmation_sent' as const };
  });

  route(app, totpSetupContract, async (request) =>
    profile.startTotpSetup(deps, requireAuth(request), request.body.password),
  );

  route(app, totpEnableContract, async (request) =>
    profile.enableTotp(deps, requireAuth(request), request.body.code, clientInfo(request)),
  );

  route(app, totpDisableContract, async (request) => {
    await profile.disableTotp(deps, requireAuth(request), request.body, clientInfo(request));
  });

  route(app, regenerateRecoveryCodesContract, async (request) =>
    profile.regenerateRecoveryCodes(
      deps,
      requireAuth(request),
      request.body.code,
      clientInfo(request),
    ),
  );
}
