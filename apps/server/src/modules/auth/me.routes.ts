import {
  acceptInvitationContract,
  listSessionsContract,
  meContract,
  revokeOtherSessionsContract,
  revokeSessionContract,
  switchCompanyContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { clientInfo } from './client-info';
import * as me from './me.service';
import { requireAuth } from './session.plugin';

export async function meRoutes(app: FastifyInstance) {
  const db = app.db.db;

  route(app, meContract, async (request) => me.buildMe(db, requireAuth(request)));

  route(app, switchCompanyContract, async (request) =>
    me.switchCompany(db, requireAuth(request), request.body.companyId),
  );

  route(app, acceptInvitationContract, async (request) =>
    me.acceptInvitation(app.db, requireAuth(request), request.body.token, clientInfo(request)),
  );

  route(app, listSessionsContract, async (request) => me.listMySessions(db, requireAuth(request)));

  route(app, revokeSessionContract, async (request) => {
    await me.revokeMySession(app.db, requireAuth(request), request.params.id, clientInfo(request));
  });

  route(app, revokeOtherSessionsContract, async (request) =>
    me.revokeOtherSessions(app.db, requireAuth(request), clientInfo(request)),
  );
}
