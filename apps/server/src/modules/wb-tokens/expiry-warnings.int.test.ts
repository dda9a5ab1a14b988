/** Token expiry warnings: 14, 3 and 0 days ahead, each once, to members who may see tokens. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertToken } from '../../../test/connections';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany } from '../../../test/identity';
import { dueWarning, warnExpiringTokens } from './expiry-warnings';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});

afterAll(async () => {
  await ctx.close();
});

const DAY = 86_400_000;

async function mailsTo(email: string) {
  const { rows } = await ctx.database.pool.query<{ subject: string; text: string }>(
    `SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND kind = 'wb-token-expiring'`,
    [email],
  );
  return rows;
}

describe('dueWarning', () => {
  it('picks the smallest threshold reached', () => {
    expect([20, 15, 14, 4, 3, 1, 0, -5].map(dueWarning)).toEqual([null, null, 14, 14, 3, 3, 0, 0]);
  });
});

describe('warnExpiringTokens', () => {
  it('sends each warning once, to owners but not to roles without token access', async () => {
    const a = await createCompany(ctx.database, ctx.config, 'Предупреждения', { analyst: 1 });
    const account = await insertAccount(ctx.database, a.company.id, { name: 'Магазин' });
    const { row } = await insertToken(ctx.database, ctx.config, account);
    const expiresAt = row.expiresAt.getTime();
    const analystCanSee = a.roles.analyst.permissions.includes('wbToken:view');

    // 20 days ahead: nothing yet.
    await warnExpiringTokens(ctx.database, ctx.config, new Date(expiresAt - 20 * DAY));
    expect(await mailsTo(a.owner.email)).toHaveLength(0);

    const at10 = new Date(expiresAt - 10 * DAY);
    await warnExpiringTokens(ctx.database, ctx.config, at10);
    await warnExpiringTokens(ctx.database, ctx.config, at10);
    const first = await mailsTo(a.owner.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('кабинета «Магазин»');
    expect(first[0]!.text).toContain('/settings/tokens');
    expect(await mailsTo(a.members.analyst![0]!.email)).toHaveLength(analystCanSee ? 1 : 0);

    await warnExpiringTokens(ctx.database, ctx.config, new Date(expiresAt - 2 * DAY));
    await warnExpiringTokens(ctx.database, ctx.config, new Date(expiresAt + 1000));
    await warnExpiringTokens(ctx.database, ctx.config, new Date(expiresAt + 2 * DAY));
    const all = await mailsTo(a.owner.email);
    expect(all.map((m) => m.subject.includes('истёк')).sort()).toEqual([false, false, true]);

    const { rows } = await ctx.database.pool.query(
      'SELECT warned_days, status FROM wb_tokens WHERE id = $1',
      [row.id],
    );
    expect(rows[0]).toEqual({ warned_days: ['14', '3', '0'], status: 'expired' });
  });
});
