/** A WB cabinet of a company backed by a new seller of the WB sandbox (sync tests). */
import { randomUUID } from 'node:crypto';
import type { Sandbox } from '@wb/wb-sandbox';
import { insertAccount, insertToken } from './connections';
import type { TestContext } from './helpers';

/**
 * Registers a sandbox seller (`seller`: its seed, scale, history start…), connects it as a WB
 * account of `companyId` with a token of `categories`, and sets the account's history depth
 * when given (else the account's default).
 */
export async function connectSandboxSeller(
  ctx: Pick<TestContext, 'database' | 'config'>,
  sandbox: Sandbox,
  companyId: string,
  options: {
    seller: Omit<Parameters<Sandbox['registerSeller']>[0], 'name'>;
    categories: string[];
    historyMonths?: number;
  },
) {
  const { sid } = sandbox.registerSeller({
    name: `Продавец ${randomUUID().slice(0, 6)}`,
    ...options.seller,
  });
  const row = await insertAccount(ctx.database, companyId, { sellerId: sid });
  const token = sandbox.issueToken({ sid, categories: options.categories });
  await insertToken(ctx.database, ctx.config, row, token);
  await ctx.database.pool.query('UPDATE wb_tokens SET categories = $2 WHERE account_id = $1', [
    row.id,
    options.categories,
  ]);
  if (options.historyMonths !== undefined) {
    await ctx.database.pool.query(
      'UPDATE wb_accounts SET history_depth_months = $2 WHERE id = $1',
      [row.id, options.historyMonths],
    );
  }
  return { id: row.id, token };
}
