import { publicUrl } from '../../config';
import type { DbOrTx } from '../../db/client';
import { decryptSecret, encryptSecret, keyringFor } from '../../lib/secrets';
import { audit } from '../audit/audit.service';
import { issueToken } from '../auth/auth-tokens';
import type { AuthDeps, ClientInfo } from '../auth/auth.service';
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes as storeRecoveryCodes,
  revokeUserSessions,
} from '../auth/auth.repository';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { buildMe } from '../auth/me.service';
import type { AuthContext } from '../auth/session.plugin';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpQrSvg,
  totpStep,
  totpUri,
  verifyTotp,
} from '../auth/totp';
import { CODE_USED_MESSAGE } from '../auth/auth.errors';
import { queueMail } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import {
  claimTotpStep,
  disableUserTotp,
  enableUserTotp,
  findUserByEmail,
  findUserById,
  setPasswordHash,
  setPendingTotpSecret,
  updateUserProfile,
  type UserRow,
} from '../users/users.repository';
import { fieldInvalid, sessionEnded, totpNotStarted } from './profile.errors';

async function me(db: DbOrTx, auth: AuthContext): Promise<UserRow> {
  const user = await findUserById(db, auth.user.id);
  if (!user) throw sessionEnded();
  return user;
}

async function assertPassword(user: UserRow, password: string, field = 'password') {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldInvalid(field, 'Неверный пароль');
  }
}

/** Checks an authenticator code and uses it up (docs/budgets.md#mfa). */
async function useCode(db: DbOrTx, deps: AuthDeps, user: UserRow, code: string) {
  const step = user.totpSecret
    ? totpStep(decryptSecret(keyringFor(deps.config), user.totpSecret), code)
    : null;
  if (step === null) throw fieldInvalid('code', 'Неверный код');
  if (!(await claimTotpStep(db, user.id, step))) throw fieldInvalid('code', CODE_USED_MESSAGE);
}

/** New name or phone; answers with the whole /api/me. */
export async function updateProfile(
  deps: AuthDeps,
  auth: AuthContext,
  patch: { fullName?: string; phone?: string | null },
  client: ClientInfo,
) {
  await deps.database.db.transaction(async (tx) => {
    const before = await me(tx, auth);
    await updateUserProfile(tx, auth.user.id, patch);
    await audit(tx, client, {
      action: 'settings.user_changed',
      entity: 'user',
      entityId: auth.user.id,
      before: { fullName: before.fullName, phone: before.phone },
      after: patch,
    });
  });
  return buildMe(deps.database.db, auth);
}

/** New password; every other session of the user ends. */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string },
  client: ClientInfo,
) {
  const user = await me(deps.database.db, auth);
  await assertPassword(user, input.currentPassword, 'currentPassword');
  const problem = passwordProblem(input.newPassword, user);
  if (problem) throw fieldInvalid('newPassword', problem);
  if (await verifyPassword(user.passwordHash, input.newPassword)) {
    throw fieldInvalid('newPassword', 'Новый пароль совпадает с текущим');
  }
  const passwordHash = await hashPassword(input.newPassword);
  return deps.database.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    const revokedSessions = await revokeUserSessions(tx, user.id, auth.sessionId);
    await queueMail(tx, {
      to: user.email,
      kind: 'password_changed',
      content: mailTemplates.passwordChanged(),
    });
    await audit(tx, client, {
      action: 'auth.password_changed',
      entity: 'user',
      entityId: user.id,
      after: { revokedSessions },
    });
    return { revokedSessions };
  });
}

/** Sends a confirmation link to the new address and a notice to the old one. */
export async function requestEmailChange(
  deps: AuthDeps,
  auth: AuthContext,
  input: { newEmail: string; password: string },
  client: ClientInfo,
) {
  const user = await me(deps.database.db, auth);
  await assertPassword(user, input.password);
  if (input.newEmail === user.email.toLowerCase()) {
    throw fieldInvalid('newEmail', 'Это ваш текущий адрес');
  }
  await deps.database.db.transaction(async (tx) => {
    // An address taken by someone else still gets no hint here; the confirmation refuses it.
    const taken = await findUserByEmail(tx, input.newEmail);
    const token = await issueToken(tx, {
      userId: user.id,
      kind: 'email_change',
      payload: { newEmail: input.newEmail },
    });
    if (!taken) {
      await queueMail(tx, {
        to: input.newEmail,
        kind: 'email_change',
        content: mailTemplates.emailChange(`${publicUrl(deps.config)}/login?emailChange=${token}`),
      });
    }
    await queueMail(tx, {
      to: user.email,
      kind: 'email_change_notice',
      content: mailTemplates.emailChangeNotice(input.newEmail),
    });
    await audit(tx, client, {
      action: 'auth.email_change_requested',
      entity: 'user',
      entityId: user.id,
      after: { newEmail: input.newEmail },
    });
  });
}

export async function startTotpSetup(deps: AuthDeps, auth: AuthContext, password: string) {
  const user = await me(deps.database.db, auth);
  await assertPassword(user, password);
  const secret = newTotpSecret();
  await setPendingTotpSecret(
    deps.database.db,
    user.id,
    encryptSecret(keyringFor(deps.config), secret),
  );
  const otpauthUrl = totpUri(secret, user.email);
  return { secret, otpauthUrl, qrSvg: await totpQrSvg(otpauthUrl) };
}

async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await storeRecoveryCodes(
    tx,
    userId,
    codes.map((c) => hashRecoveryCode(c)),
  );
  return codes;
}

/** Confirms the pending secret with a code: the second factor is on; recovery codes are shown once. */
export async function enableTotp(
  deps: AuthDeps,
  auth: AuthContext,
  code: string,
  client: ClientInfo,
) {
  return deps.database.db.transaction(async (tx) => {
    const user = await me(tx, auth);
    if (!user.totpPendingSecret) throw totpNotStarted();
    const secret = decryptSecret(keyringFor(deps.config), user.totpPendingSecret);
    if (!verifyTotp(secret, code)) throw fieldInvalid('code', 'Неверный код');
    await enableUserTotp(tx, user.id, user.totpPendingSecret);
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await audit(tx, client, { action: 'auth.totp_enabled', entity: 'user', entityId: user.id });
    return { recoveryCodes };
  });
}

export async function disableTotp(
  deps: AuthDeps,
  auth: AuthContext,
  input: { password: string; code: string },
  client: ClientInfo,
) {
  const user = await me(deps.database.db, auth);
  await assertPassword(user, input.password);
  await deps.database.db.transaction(async (tx) => {
    await useCode(tx, deps, user, input.code);
    await disableUserTotp(tx, user.id);
    await deleteRecoveryCodes(tx, user.id);
    await audit(tx, client, { action: 'auth.totp_disabled', entity: 'user', entityId: user.id });
  });
}

export async function regenerateRecoveryCodes(
  deps: AuthDeps,
  auth: AuthContext,
  code: string,
  client: ClientInfo,
) {
  const user = await me(deps.database.db, auth);
  return deps.database.db.transaction(async (tx) => {
    await useCode(tx, deps, user, code);
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    await audit(tx, client, {
      action: 'auth.recovery_codes_regenerated',
      entity: 'user',
      entityId: user.id,
    });
    return { recoveryCodes };
  });
}
