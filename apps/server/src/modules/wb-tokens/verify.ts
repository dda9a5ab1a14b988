import type { WbSellerInfo } from '@wb/wb/clients/common';
import { WbAuthError, WbError, WbHttpError, WbNetworkError } from '@wb/wb/http/errors';
import type { WbTokenInfo } from '@wb/wb/token/decode';
import { pickProxy, recordProxyResult } from '../api-proxies/api-proxies.service';
import { proxyUrlOf } from '../api-proxies/proxy-check';
import { wbClientsFor, type WbClientDeps } from '../wb/wb-clients';
import { wbUnavailable } from './wb-tokens.errors';

export type Verification =
  | { ok: true; seller: WbSellerInfo }
  /** `rejected`: WB refused the token itself (not a network or WB-side failure). */
  | { ok: false; rejected: boolean; error: string };

/**
 * Asks WB who the token belongs to (`GET /api/v1/seller-info`, any category), through the
 * account's proxy if it has one. WB's refusal — or an answer about another seller — is a
 * rejection; when WB cannot be reached the caller decides (adding a token refuses with 503,
 * a re-check only records the error).
 */
export async function verifyWithWb(
  deps: WbClientDeps,
  companyId: string,
  accountId: string,
  token: string,
  info: WbTokenInfo,
  { throwWhenUnavailable = true } = {},
): Promise<Verification> {
  const proxy = await pickProxy(deps.database.db, deps.config, companyId, accountId);
  const clients = wbClientsFor(deps, {
    token,
    sellerId: info.sellerId,
    interactive: true,
    ...(proxy ? { proxyUrl: proxyUrlOf(proxy.endpoint) } : {}),
  });
  try {
    const { data } = await clients.common.sellerInfo();
    if (proxy)
      await recordProxyResult(deps.database.db, proxy.id, { ok: true, latencyMs: 0 }, false);
    if (data.sid !== info.sellerId) {
      return {
        ok: false,
        rejected: true,
        error: 'WB сообщил о другом продавце, чем указано в токене',
      };
    }
    return { ok: true, seller: data };
  } catch (error) {
    if (error instanceof WbAuthError) {
      return {
        ok: false,
        rejected: true,
        error: `WB не принял токен (${error.status})${error.detail ? `: ${error.detail}` : ''}`,
      };
    }
    if (!(error instanceof WbError)) throw error;
    if (proxy && error instanceof WbNetworkError) {
      await recordProxyResult(
        deps.database.db,
        proxy.id,
        { ok: false, error: 'Запрос к WB через прокси не прошёл' },
        false,
      );
    }
    const status = error instanceof WbHttpError ? ` (${error.status})` : '';
    const message = `WB сейчас не отвечает${status}: проверьте позже`;
    if (throwWhenUnavailable) throw wbUnavailable(message);
    return { ok: false, rejected: false, error: message };
  } finally {
    await clients.close();
  }
}
