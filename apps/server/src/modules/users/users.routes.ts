import {
  invitationsList,
  inviteMemberContract,
  listMemberRolesContract,
  membersList,
  removeMemberContract,
  revokeInvitationContract,
  updateMemberContract,
} from '@wb/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { kickMailDelivery } from '../mail/mail.kick';
import * as members from './users.service';
import { invitationsSource, membersSource } from './users.list';

const tenantOf = (request: FastifyRequest) => {
  const auth = requireTenant(request);
  return { companyId: auth.companyId, userId: auth.user.id };
};

/** /users: members and open invitations (grids with exports), invite, change, remove. */
export async function usersRoutes(app: FastifyInstance) {
  registerList(app, membersList, membersSource);
  route(app, listMemberRolesContract, async (request) =>
    members.listMemberRoles(app.db.db, tenantOf(request)),
  );
  registerList(app, invitationsList, invitationsSource);
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
