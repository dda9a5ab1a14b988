import {
  exportInvitationsContract,
  exportMembersContract,
  inviteMemberContract,
  listInvitationsContract,
  listMemberRolesContract,
  listMembersContract,
  removeMemberContract,
  revokeInvitationContract,
  updateMemberContract,
} from '@wb/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendExport } from '../../lib/list-query';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { kickMailDelivery } from '../mail/mail.kick';
import * as members from './users.service';
import { invitationsResource, membersResource } from './users.resource';
import { auditedExport, exportInputOf } from '../audit/audited-export';

const tenantOf = (request: FastifyRequest) => {
  const auth = requireTenant(request);
  return { companyId: auth.companyId, userId: auth.user.id };
};

/** /users: members and open invitations (grids with exports), invite, change, remove. */
export async function usersRoutes(app: FastifyInstance) {
  route(app, listMembersContract, async (request) =>
    members.listMembers(app.db.db, tenantOf(request), request.query.list),
  );
  route(app, exportMembersContract, async (request, reply) => {
    const tenant = tenantOf(request);
    const file = await auditedExport(
      app.db,
      membersResource(tenant.userId),
      tenant.companyId,
      members.MEMBERS_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
  route(app, listMemberRolesContract, async (request) =>
    members.listMemberRoles(app.db.db, tenantOf(request)),
  );
  route(app, listInvitationsContract, async (request) =>
    members.listInvitations(app.db.db, tenantOf(request), request.query.list),
  );
  route(app, exportInvitationsContract, async (request, reply) => {
    const file = await auditedExport(
      app.db,
      invitationsResource,
      requireTenant(request).companyId,
      members.INVITATIONS_EXPORT,
      exportInputOf(request),
    );
    return sendExport(reply, file);
  });
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
