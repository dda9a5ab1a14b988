/**
 * A marketplace account's WB balance (docs/domain.md#wb-balance): read from WB's
 * GET /api/v1/account/balance when the account's statement opens (the page asks), stored on the
 * account with the time it was read. WB allows one call a minute per seller, so a read within a
 * minute of the last one answers the stored figure without calling WB.
 */
import type { FinanceAccount } from '@wb/shared';
import { WbAuthError, WbError, WbRateLimitError } from '@wb/wb/http/errors';
import { decryptSecret, keyringFor } from '../../lib/secrets';
import { pickProxy } from '../api-proxies/api-proxies.service';
import { proxyUrlOf } from '../api-proxies/proxy-check';
import { usableTokens } from '../wb-tokens/wb-tokens.repository';
import { wbClientsFor, type WbClientDeps } from '../wb/wb-clients';
import { fieldError, notFoundIn, wbBalanceUnavailable } from './finances.errors';
import * as repo from './finances.repository';
import { getAccount } from './finances.service';

/** WB's limit on the balance method: one call a minute. */
export const BALANCE_INTERVAL_MS = 60_000;

export async function refreshWbBalance(
  deps: WbClientDeps,
  companyId: string,
  id: string,
  now = new Date(),
): Promise<FinanceAccount> {
  const db = deps.database.db;
  const [account] = await repo.accountRows(db, companyId, id);
  if (!account) throw notFoundIn('account');
  if (!account.wbAccountId)
    throw fieldError('id', 'Баланс WB есть только у счёта кабинета WB (маркетплейс)');
  const fresh =
    account.wbBalanceAt && now.getTime() - account.wbBalanceAt.getTime() < BALANCE_INTERVAL_MS;
  if (fresh) return getAccount(db, companyId, id);
  const token = (await usableTokens(db, account.wbAccountId, now)).find((t) =>
    t.categories.includes('finance'),
  );
  if (!token)
    throw wbBalanceUnavailable('у кабинета нет действующего токена WB с категорией «Финансы»');
  const proxy = await pickProxy(db, deps.config, companyId, account.wbAccountId);
  const clients = wbClientsFor(deps, {
    token: decryptSecret(keyringFor(deps.config), token.ciphertext),
    sellerId: token.sellerId,
    interactive: true,
    ...(proxy ? { proxyUrl: proxyUrlOf(proxy.endpoint) } : {}),
  });
  try {
    const { data } = await clients.finance.accountBalance({ signal: AbortSignal.timeout(25_000) });
    if (data.current === null || data.for_withdraw === null)
      throw wbBalanceUnavailable('WB не прислал сумму баланса');
    await repo.setWbBalance(db, id, { current: data.current, forWithdraw: data.for_withdraw });
  } catch (error) {
    if (error instanceof WbRateLimitError)
      throw wbBalanceUnavailable('WB разрешает один запрос в минуту, повторите позже');
    if (error instanceof WbAuthError) throw wbBalanceUnavailable('WB не принял токен кабинета');
    if (error instanceof WbError) throw wbBalanceUnavailable('WB сейчас не отвечает');
    // Our own deadline (or the proxy's hang) ends the call outside the client's retries.
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw wbBalanceUnavailable('WB не ответил вовремя, повторите позже');
    throw error;
  } finally {
    await clients.close();
  }
  return getAccount(db, companyId, id);
}
