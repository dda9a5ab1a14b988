import type { Me } from '@wb/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listUserCompanies } from '../companies/companies.repository';
import { getPlatformSettings } from '../settings/platform-settings.service';
import { loadUserSettings } from '../settings/user-settings.service';
import { sessions } from './auth.table';
import { users } from '../users/users.table';
import type { AuthContext } from './session.plugin';

/** Everything the client needs after sign-in, in one answer (GET /api/me). */
export async function buildMe(db: DbOrTx, auth: AuthContext): Promise<Me> {
  const [[user], [session], memberships, settings, platform] = await Promise.all([
    db.select().from(users).where(eq(users.id, auth.user.id)),
    db.select().from(sessions).where(eq(sessions.id, auth.sessionId)),
    listUserCompanies(db, auth.user.id),
    loadUserSettings(db, auth.user.id),
    getPlatformSettings(db),
  ]);
  if (!user || !session) throw new AppError('UNAUTHENTICATED', 'Сессия завершена', 401);
  const companies = memberships
    .filter((m) => m.status === 'active')
    .map((m) => ({
      id: m.company.id,
      name: m.company.name,
      roleId: m.roleId,
      roleName: m.roleName,
      isOwner: m.systemKey === 'owner',
      blocked: m.company.blockedAt !== null,
    }));
  const totpEnabled = user.totpEnabledAt !== null;
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      phone: user.phone,
      type: user.type,
      locale: user.locale,
      emailVerified: user.emailVerifiedAt !== null,
      totpEnabled,
      createdAt: user.createdAt.toISOString(),
    },
    isAdmin: user.type === 'admin' && totpEnabled,
    adminNeedsTotp: user.type === 'admin' && !totpEnabled,
    companies,
    currentCompany: companies.find((c) => c.id === auth.sessionCompanyId) ?? null,
    permissions: auth.role ? [...auth.role.permissions].sort() : [],
    settings,
    session: { id: session.id, expiresAt: session.expiresAt.toISOString() },
    maintenanceBanner: platform.maintenanceBanner,
  };
}
