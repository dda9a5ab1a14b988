/**
 * Session lifetime (docs/budgets.md#sessions) on a controlled clock: the server decides with the
 * database's now(), so moving one session's timestamps back by d is the clock moving on by d for
 * it. Idle 30 min (renewed by activity), absolute 12 h (never renewed); a password change ends
 * the user's other sessions (a reset ends all of them: recovery.int.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createUser, PASSWORD, signIn } from '../../../test/identity';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-policy';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const MINUTE = 60_000;

/** The user's newest session: the one the last sign-in opened. */
async function newestSession(userId: string): Promise<string> {
  const { rows } = await ctx.database.pool.query<{ id: string }>(
    `SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0]!.id;
}

/** The clock moves on by `ms` for one session. */
async function passTime(sessionId: string, ms: number) {
  await ctx.database.pool.query(
    `UPDATE sessions SET created_at = created_at - make_interval(secs => $2),
       last_seen_at = last_seen_at - make_interval(secs => $2),
       expires_at = expires_at - make_interval(secs => $2)
     WHERE id = $1`,
    [sessionId, ms / 1000],
  );
}

const status = async (client: TestClient) => (await client.get('/api/me')).statusCode;

describe('session expiry', () => {
  it('ends a session idle for 30 minutes; activity before that renews it', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const id = await newestSession(user.id);
    await passTime(id, SESSION_IDLE_MS - MINUTE);
    expect(await status(client)).toBe(200); // 29 minutes idle: still on, and renewed
    await passTime(id, SESSION_IDLE_MS - MINUTE);
    expect(await status(client)).toBe(200); // 58 minutes since sign-in, 29 since the last request
    await passTime(id, SESSION_IDLE_MS + 1000);
    const ended = await client.get('/api/me');
    expect(ended.statusCode).toBe(401);
    expect(String(ended.headers['set-cookie'])).toMatch(/__Host-wb_session=;/);
    // Gone for good: activity after the end does not bring it back.
    expect(await status(client)).toBe(401);
  });

  it('ends any session 12 hours after sign-in, however active', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const id = await newestSession(user.id);
    // Active all along: a request every 25 minutes, the last one 11 h 40 min after sign-in.
    for (let passed = 25 * MINUTE; passed < SESSION_ABSOLUTE_MS; passed += 25 * MINUTE) {
      await passTime(id, 25 * MINUTE);
      expect(await status(client)).toBe(200);
    }
    const left = Number(
      (
        await ctx.database.pool.query(
          `SELECT extract(epoch FROM expires_at - now()) * 1000 AS ms FROM sessions WHERE id = $1`,
          [id],
        )
      ).rows[0].ms,
    );
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(25 * MINUTE);
    await passTime(id, left + 1000);
    expect(await status(client)).toBe(401);
  });

  it('a password change ends the user’s other sessions and keeps the one that changed it', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const [laptop, phone] = [await signIn(ctx.app, user), await signIn(ctx.app, user)];
    const other = await signIn(ctx.app, await createUser(ctx.database, ctx.config));
    const changed = await laptop.post('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase here',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await status(laptop)).toBe(200);
    expect(await status(phone)).toBe(401);
    expect(await status(other)).toBe(200); // another user's sessions are not touched
  });
});
