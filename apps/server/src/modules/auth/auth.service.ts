import { publicUrl, type Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { decryptSecret, keyringFor } from '../../lib/secrets';
import { audit, type AuditContext } from '../audit/audit.service';
import { createCompanyWithOwner, listUserCompanies } from '../companies/companies.repository';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { getPlatformSettings } from '../settings/platform-settings.service';
import { saveUserSettings, loadUserSettings } from '../settings/user-settings.service';
import { acceptInvitation } from '../users/invitations.repository';
import {
  claimTotpStep,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  recordLogin,
  type UserRow,
} from '../users/users.repository';
import { findOpenInvitation } from '../users/users.service';
import { consumeToken, findLiveToken, issueToken } from './auth-tokens';
import {
  accountBlocked,
  emailNotVerified,
  codeUsed,
  fieldsInvalid,
  invalidCode,
  invalidCredentials,
  invalidLink,
  registrationClosed,
} from './auth.errors';
import {
  clearFailures,
  lockSignIn,
  recordFailure,
  revokeSession,
  useRecoveryCode,
} from './auth.repository';
import { assertNotLimited } from './login-limits';
import { hashPassword, passwordProblem, verifyDecoy, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { hashRecoveryCode, totpStep } from './totp';

export interface AuthDeps {
  database: Database;
  config: Config;
}

export interface ClientInfo extends AuditContext {
  userAgent: string | null;
  /** The session cookie of the request, revoked when a new session starts (rotation). */
  currentSessionId: string | null;
}

export const link = (config: Config, path: string) => `${publicUrl(config)}${path}`;

/** What the sign-in pages show before anyone signs in. */
export async function authConfig(db: DbOrTx) {
  const settings = await getPlatformSettings(db);
  return {
    registrationOpen: settings.registrationOpen,
    maintenanceBanner: settings.maintenanceBanner,
  };
}

/** Registration (see registerContract). Returns nothing: the answer is always "check your e-mail". */
export async function register(
  deps: AuthDeps,
  input: {
    email: string;
    password: string;
    fullName: string;
    companyName?: string;
    invitationToken?: string;
    language?: string;
  },
  client: ClientInfo,
): Promise<void> {
  const { database, config } = deps;
  const settings = await getPlatformSettings(database.db);
  const invitation = input.invitationToken
    ? await findOpenInvitation(database.db, input.invitationToken)
    : undefined;
  if (input.invitationToken && !invitation) throw invalidLink();
  if (!settings.registrationOpen && !invitation) throw registrationClosed();
  if (invitation && invitation.invitation.email.toLowerCase() !== input.email) {
    throw fieldsInvalid({ email: ['Приглашение отправлено на другой адрес'] });
  }
  if (!invitation && !input.companyName) {
    throw fieldsInvalid({ companyName: ['Укажите название компании'] });
  }
  const problem = passwordProblem(input.password, input);
  if (problem) throw fieldsInvalid({ password: [problem] });

  // Hash before looking the address up: both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  await database.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      await queueMail(tx, {
        to: existing.email,
        kind: 'already_registered',
        content: mailTemplates.alreadyRegistered(
          link(config, '/login'),
          link(config, '/forgot-password'),
        ),
      });
      return;
    }
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      locale: input.language ?? 'ru',
      // The invitation link was sent to this address: it is proven.
      emailVerifiedAt: invitation ? new Date() : null,
    });
    const userId = user.id;
    // One action, one audit row: the registration names the company it made or joined.
    let company: { id: string; name: string; joined: boolean };
    if (invitation) {
      if (!(await acceptInvitation(tx, invitation.invitation, userId))) throw invalidLink();
      company = {
        id: invitation.invitation.companyId,
        name: invitation.companyName,
        joined: true,
      };
    } else {
      const created = await createCompanyWithOwner(tx, {
        name: input.companyName!,
        ownerUserId: userId,
      });
      company = { id: created.company.id, name: created.company.name, joined: false };
      const token = await issueToken(tx, { userId, kind: 'email_verification' });
      await queueMail(tx, {
        to: user.email,
        kind: 'verify_email',
        content: mailTemplates.verifyEmail(link(config, `/login?verify=${token}`)),
      });
    }
    if (input.language) await saveUserSettings(tx, userId, { language: input.language as never });
    await audit(
      tx,
      { ...client, actorUserId: userId },
      {
        action: 'auth.registered',
        entity: 'user',
        entityId: userId,
        companyId: company.id,
        after: { email: user.email, company },
      },
    );
  });
}

export async function verifyEmail(deps: AuthDeps, token: string, client: ClientInfo) {
  return deps.database.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'email_verification');
    if (!row) throw invalidLink();
    const user = await markEmailVerified(tx, row.userId);
    await audit(
      tx,
      { ...client, actorUserId: row.userId },
      { action: 'auth.email_verified', entity: 'user', entityId: row.userId },
    );
    return { status: 'verified' as const, email: user!.email };
  });
}

export async function resendVerification(
  deps: AuthDeps,
  email: string,
  client: ClientInfo,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailVerifiedAt || user.isBlocked) return;
    const token = await issueToken(tx, { userId: user.id, kind: 'email_verification' });
    await queueMail(tx, {
      to: user.email,
      kind: 'verify_email',
      content: mailTemplates.verifyEmail(link(deps.config, `/login?verify=${token}`)),
    });
    await audit(
      tx,
      { ...client, actorUserId: user.id },
      { action: 'auth.verification_resent', entity: 'user', entityId: user.id },
    );
  });
}

/** The company a new session starts in: the default from settings if still joined, else the first. */
async function startingCompany(db: DbOrTx, userId: string): Promise<string | null> {
  const settings = await loadUserSettings(db, userId);
  const companies = (await listUserCompanies(db, userId)).filter((c) => c.status === 'active');
  const preferred = companies.find((c) => c.company.id === settings.defaultCompanyId);
  return (preferred ?? companies[0])?.company.id ?? null;
}

async function startSession(tx: DbOrTx, user: UserRow, client: ClientInfo) {
  if (client.currentSessionId) await revokeSession(tx, client.currentSessionId);
  const session = await createSession(tx, {
    userId: user.id,
    companyId: await startingCompany(tx, user.id),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await recordLogin(tx, user.id);
  await clearFailures(tx, user.email.toLowerCase());
  await audit(
    tx,
    { ...client, actorUserId: user.id },
    { action: 'auth.login', entity: 'session', entityId: session.id },
  );
  return session;
}

export type LoginResult =
  { status: 'signed_in'; token: string } | { status: 'totp_required'; challenge: string };

/**
 * Sign-in. Attempts for one address are serialised (advisory lock) so the 10-failure limit holds
 * under parallel guessing; unknown addresses cost the same time and count the same way.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const result = await deps.database.db.transaction(async (tx) => {
    await lockSignIn(tx, input.email);
    await assertNotLimited(tx, input.email, client.ip);
    const user = await findUserByEmail(tx, input.email);
    const ok = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyDecoy(input.password);
    if (!user || !ok) {
      await recordFailure(tx, input.email, client.ip);
      await audit(
        tx,
        { ...client, actorUserId: user?.id ?? null },
        {
          action: 'auth.login_failed',
          entity: 'user',
          entityId: user?.id ?? null,
          after: { email: input.email },
        },
      );
      return { failed: true as const };
    }
    if (user.isBlocked) throw accountBlocked();
    if (!user.emailVerifiedAt) throw emailNotVerified();
    if (user.totpSecret) {
      const challenge = await issueToken(tx, { userId: user.id, kind: 'mfa_challenge' });
      return { status: 'totp_required' as const, challenge };
    }
    const session = await startSession(tx, user, client);
    return { status: 'signed_in' as const, token: session.token };
  });
  // The failure row must be committed, so the error is thrown after the transaction.
  if ('failed' in result) throw invalidCredentials();
  return result;
}

/** Second step: an authenticator code or a one-time recovery code. */
export async function loginWithTotp(
  deps: AuthDeps,
  input: { challenge: string; code?: string; recoveryCode?: string },
  client: ClientInfo,
): Promise<{ token: string }> {
  if (!input.code && !input.recoveryCode) {
    throw fieldsInvalid({ code: ['Введите код из приложения или код восстановления'] });
  }
  const result = await deps.database.db.transaction(async (tx) => {
    // The challenge stays valid across wrong codes (until it expires or the limit is hit).
    const challenge = await findLiveToken(tx, input.challenge, 'mfa_challenge');
    if (!challenge) throw invalidLink();
    const user = await findUserById(tx, challenge.userId);
    if (!user?.totpSecret || user.isBlocked) throw invalidLink();
    const email = user.email.toLowerCase();
    await lockSignIn(tx, email);
    await assertNotLimited(tx, email, client.ip);
    let ok = false;
    let replayed = false;
    if (input.code) {
      const step = totpStep(decryptSecret(keyringFor(deps.config), user.totpSecret), input.code);
      ok = step !== null && (await claimTotpStep(tx, user.id, step));
      replayed = step !== null && !ok;
    } else if (input.recoveryCode) {
      ok = await useRecoveryCode(tx, user.id, hashRecoveryCode(input.recoveryCode));
      if (ok)
        await audit(
          tx,
          { ...client, actorUserId: user.id },
          { action: 'auth.recovery_code_used', entity: 'user', entityId: user.id },
        );
    }
    if (!ok) {
      await recordFailure(tx, email, client.ip);
      await audit(
        tx,
        { ...client, actorUserId: user.id },
        {
          action: 'auth.login_failed',
          entity: 'user',
          entityId: user.id,
          after: { step: 'totp', ...(replayed ? { reason: 'code_reused' } : {}) },
        },
      );
      return { failed: true as const, replayed };
    }
    if (!(await consumeToken(tx, input.challenge, 'mfa_challenge'))) throw invalidLink();
    return { token: (await startSession(tx, user, client)).token };
  });
  if ('failed' in result) throw result.replayed ? codeUsed() : invalidCode();
  return result;
}

export async function logout(deps: AuthDeps, sessionId: string, client: ClientInfo): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    if (await revokeSession(tx, sessionId)) {
      await audit(tx, client, { action: 'auth.logout', entity: 'session', entityId: sessionId });
    }
  });
}

export async function describeInvitation(deps: AuthDeps, token: string) {
  const found = await findOpenInvitation(deps.database.db, token);
  if (!found || found.companyBlocked) throw invalidLink();
  const account = await findUserByEmail(deps.database.db, found.invitation.email);
  return {
    companyName: found.companyName,
    email: found.invitation.email,
    roleName: found.roleName,
    invitedBy: found.inviterName,
    accountExists: Boolean(account),
  };
}
