import {
  acceptInvitationContract,
  listSessionsContract,
  meContract,
  revokeOtherSessionsContract,
  revokeSessionContract,
  switchCompanyContract,
} from '@wb/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { registerContract as route } from '../../plugins/contracts';
import { audit } from '../audit/audit.service';
import { findMembership } from '../companies/companies.repository';
import { acceptInvitation, findOpenInvitation } from '../users/invitations.repository';
import { invalidLink } from './auth-tokens';
import { sessions } from './auth.table';
import { clientInfo } from './client-info';
import { buildMe } from './me.service';
import { requireAuth } from './session.plugin';
import { listLiveSessions, revokeSession, revokeUserSessions, sessionDto } from './sessions';

export async function meRoutes(app: FastifyInstance) {
  const db = app.db.db;

  route(app, meContract, async (request) => buildMe(db, requireAuth(request)));

  route(app, switchCompanyContract, async (request) => {
    const auth = requireAuth(request);
    const membership = await findMembership(db, request.body.companyId, auth.user.id);
    // Someone else's company looks exactly like one that does not exist.
    if (!membership || membership.member.status !== 'active') throw notFound('Компания не найдена');
    await db
      .update(sessions)
      .set({ companyId: request.body.companyId })
      .where(eq(sessions.id, auth.sessionId));
    return buildMe(db, { ...auth, sessionCompanyId: request.body.companyId });
  });

  route(app, acceptInvitationContract, async (request) => {
    const auth = requireAuth(request);
    const companyId = await db.transaction(async (tx) => {
      const found = await findOpenInvitation(tx, request.body.token);
      if (!found || found.companyBlocked) throw invalidLink();
      if (found.invitation.email.toLowerCase() !== auth.user.email.toLowerCase()) {
        throw new AppError(
          'INVITATION_FOR_ANOTHER_EMAIL',
          `Приглашение отправлено на адрес ${found.invitation.email}. Войдите с ним.`,
          403,
        );
      }
      if (!(await acceptInvitation(tx, found.invitation, auth.user.id))) throw invalidLink();
      await audit(tx, clientInfo(request), {
        action: 'member.joined',
        entity: 'company',
        entityId: found.invitation.companyId,
        companyId: found.invitation.companyId,
      });
      await tx
        .update(sessions)
        .set({ companyId: found.invitation.companyId })
        .where(eq(sessions.id, auth.sessionId));
      return found.invitation.companyId;
    });
    return buildMe(db, { ...auth, sessionCompanyId: companyId });
  });

  route(app, listSessionsContract, async (request) => {
    const auth = requireAuth(request);
    return (await listLiveSessions(db, auth.user.id)).map((s) => sessionDto(s, auth.sessionId));
  });

  route(app, revokeSessionContract, async (request) => {
    const auth = requireAuth(request);
    await db.transaction(async (tx) => {
      if (!(await revokeSession(tx, request.params.id, auth.user.id)))
        throw notFound('Сеанс не найден');
      await audit(tx, clientInfo(request), {
        action: 'auth.session_revoked',
        entity: 'session',
        entityId: request.params.id,
      });
    });
  });

  route(app, revokeOtherSessionsContract, async (request) => {
    const auth = requireAuth(request);
    return db.transaction(async (tx) => {
      const revoked = await revokeUserSessions(tx, auth.user.id, auth.sessionId);
      await audit(tx, clientInfo(request), {
        action: 'auth.session_revoked',
        entity: 'session',
        after: { others: revoked },
      });
      return { revoked };
    });
  });
}
