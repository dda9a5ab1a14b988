/** Password recovery and e-mail change links (the flows that start from a mailbox). */
import { audit } from '../audit/audit.service';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import {
  findUserByEmail,
  findUserById,
  setEmail,
  setPasswordHash,
} from '../users/users.repository';
import { consumeToken, issueToken } from './auth-tokens';
import { emailTaken, fieldsInvalid, invalidLink } from './auth.errors';
import { clearFailures, revokeUserSessions } from './auth.repository';
import { link, type AuthDeps, type ClientInfo } from './auth.service';
import { hashPassword, passwordProblem } from './passwords';

export async function forgotPassword(
  deps: AuthDeps,
  email: string,
  client: ClientInfo,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.isBlocked) return;
    const token = await issueToken(tx, { userId: user.id, kind: 'password_reset' });
    await queueMail(tx, {
      to: user.email,
      kind: 'password_reset',
      content: mailTemplates.passwordReset(link(deps.config, `/reset-password/${token}`)),
    });
    await audit(
      tx,
      { ...client, actorUserId: user.id },
      { action: 'auth.password_reset_requested', entity: 'user', entityId: user.id },
    );
  });
}

/** A new password from a reset link: every session of the user ends. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    const row = await consumeToken(tx, input.token, 'password_reset');
    if (!row) throw invalidLink();
    const user = await findUserById(tx, row.userId);
    if (!user) throw invalidLink();
    const problem = passwordProblem(input.password, user);
    if (problem) throw fieldsInvalid({ password: [problem] });
    // The link reached the mailbox: the address is proven too.
    await setPasswordHash(tx, user.id, passwordHash, { proveEmail: true });
    const revoked = await revokeUserSessions(tx, user.id);
    await clearFailures(tx, user.email.toLowerCase());
    await queueMail(tx, {
      to: user.email,
      kind: 'password_changed',
      content: mailTemplates.passwordChanged(),
    });
    await audit(
      tx,
      { ...client, actorUserId: user.id },
      {
        action: 'auth.password_reset',
        entity: 'user',
        entityId: user.id,
        after: { revokedSessions: revoked },
      },
    );
  });
}

export async function confirmEmailChange(deps: AuthDeps, token: string, client: ClientInfo) {
  return deps.database.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'email_change');
    const newEmail = row?.payload.newEmail;
    if (!row || typeof newEmail !== 'string') throw invalidLink();
    const taken = await findUserByEmail(tx, newEmail);
    if (taken && taken.id !== row.userId) throw emailTaken();
    const before = await findUserById(tx, row.userId);
    await setEmail(tx, row.userId, newEmail);
    await audit(
      tx,
      { ...client, actorUserId: row.userId },
      {
        action: 'auth.email_changed',
        entity: 'user',
        entityId: row.userId,
        before: { email: before?.email },
        after: { email: newEmail },
      },
    );
    return { status: 'changed' as const, email: newEmail };
  });
}
