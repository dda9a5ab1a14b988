import {
  authConfigContract,
  confirmEmailChangeContract,
  forgotPasswordContract,
  invitationInfoContract,
  loginContract,
  logoutContract,
  registerContract,
  resendVerificationContract,
  resetPasswordContract,
  totpLoginContract,
  verifyEmailContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { kickMailDelivery } from '../mail/mail.kick';
import * as auth from './auth.service';
import * as recovery from './recovery.service';
import { clientInfo } from './client-info';
import { clearSessionCookie, setSessionCookie } from './sessions';

export async function authRoutes(app: FastifyInstance) {
  const deps = { database: app.db, config: app.config };
  /** Per-IP throttle of the endpoints that send e-mail or create accounts (per process). */
  const throttled = {
    rateLimit: { max: app.config.AUTH_EMAIL_RATE_PER_MINUTE, timeWindow: '1 minute' },
  };

  route(app, authConfigContract, async () => auth.authConfig(app.db.db));

  route(
    app,
    registerContract,
    async (request) => {
      await auth.register(deps, request.body, clientInfo(request));
      await kickMailDelivery(app);
      return { status: 'accepted' as const };
    },
    throttled,
  );

  route(app, verifyEmailContract, async (request) =>
    auth.verifyEmail(deps, request.body.token, clientInfo(request)),
  );

  route(
    app,
    resendVerificationContract,
    async (request) => {
      await auth.resendVerification(deps, request.body.email, clientInfo(request));
      await kickMailDelivery(app);
      return { status: 'accepted' as const };
    },
    throttled,
  );

  route(app, loginContract, async (request, reply) => {
    const result = await auth.login(deps, request.body, clientInfo(request));
    if (result.status === 'totp_required') return result;
    setSessionCookie(reply, app.config, result.token);
    return { status: 'signed_in' as const };
  });

  route(app, totpLoginContract, async (request, reply) => {
    const { token } = await auth.loginWithTotp(deps, request.body, clientInfo(request));
    setSessionCookie(reply, app.config, token);
    return { status: 'signed_in' as const };
  });

  route(app, logoutContract, async (request, reply) => {
    if (request.auth) await auth.logout(deps, request.auth.sessionId, clientInfo(request));
    clearSessionCookie(reply, app.config);
  });

  route(
    app,
    forgotPasswordContract,
    async (request) => {
      await recovery.forgotPassword(deps, request.body.email, clientInfo(request));
      await kickMailDelivery(app);
      return { status: 'accepted' as const };
    },
    throttled,
  );

  route(app, resetPasswordContract, async (request, reply) => {
    await recovery.resetPassword(deps, request.body, clientInfo(request));
    await kickMailDelivery(app);
    clearSessionCookie(reply, app.config);
    return { status: 'reset' as const };
  });

  route(app, confirmEmailChangeContract, async (request) =>
    recovery.confirmEmailChange(deps, request.body.token, clientInfo(request)),
  );

  route(app, invitationInfoContract, async (request) =>
    auth.describeInvitation(deps, request.params.token),
  );
}
