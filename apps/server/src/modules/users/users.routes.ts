import {
  inviteMemberContract,
  listMembersContract,
  removeMemberContract,
  revokeInvitationContract,
  updateMemberContract,
} from '@wb/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { kickMailDelivery } from '../mail/mail.kick';
import * as members from './users.service';

const tenantOf = (request: FastifyRequest) => {
  const auth = requireTenant(request);
  return { companyId: auth.companyId, userId: auth.user.id };
};

export async function usersRoutes(app: FastifyInstance) {
  route(app, listMembersContract, async (request) =>
    members.listMembers(app.db.db, tenantOf(request)),
  );
  route(app, inviteMemberContract, async (request) => {
    const invitation = await members.invite(
      app.db,
      app.config,
      tenantOf(request),
      request.body,
      auditContextOf(request),
    );
    await kickMailDelivery(app);
    return invitation;
  });
  route(app, revokeInvitationContract, async (request) => {
    await members.revokeInvitation(
      app.db,
      tenantOf(request),
      request.params.id,
      auditContextOf(request),
    );
  });
  route(app, updateMemberContract, async (request) =>
    members.updateMember(
      app.db,
      tenantOf(request),
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, removeMemberContract, async (request) => {
    await members.removeMember(
      app.db,
      tenantOf(request),
      request.params.id,
      auditContextOf(request),
    );
  });
}
