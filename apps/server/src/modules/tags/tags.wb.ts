/**
 * The WB side of a change of a WB tag: the account's newest token that may write content, its
 * content client (its proxy, the shared limiter) under one deadline, and WB's refusals and
 * failures as the errors the user sees.
 */
import type { TagReadOnlyReason } from '@wb/shared/tags/tags.contract';
import type { WbContentClient } from '@wb/wb/clients/content';
import {
  WbAuthError,
  WbError,
  WbHttpError,
  WbRateLimitError,
  WbResponseError,
} from '@wb/wb/http/errors';
import type { DbOrTx as Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { decryptSecret, keyringFor } from '../../lib/secrets';
import { pickProxy } from '../api-proxies/api-proxies.service';
import { proxyUrlOf } from '../api-proxies/proxy-check';
import { wbClientsFor, type WbClientDeps } from '../wb/wb-clients';
import { tagsError } from './tags.errors';
import { accountsOf, writeTokenOf } from './tags.repository';

/** What a tag change needs: the WB clients' dependencies and the queue (for a tags sync). */
export interface TagDeps extends WbClientDeps {
  queue?: JobQueue;
}

/** The whole WB side of one request, limiter wait included. */
export const WB_DEADLINE_MS = { value: 25_000 };

const READ_ONLY_MESSAGES: Record<TagReadOnlyReason, string> = {
  noToken: 'У кабинета нет действующего токена WB: ярлыки WB доступны только для просмотра',
  noContent:
    'Токен кабинета без категории «Контент»: ярлыки WB доступны только для просмотра — добавьте токен с этой категорией',
  readOnlyToken:
    'Токен кабинета только для чтения: ярлыки WB доступны только для просмотра — добавьте токен с правом записи',
};

/** WB refused the change: its reason, in WB's words. Nothing was changed here. */
const wbRejected = (reason: string | undefined) =>
  tagsError(
    'WB_REJECTED',
    `WB отклонил изменение${reason ? `: ${reason}` : ''}. Здесь ничего не изменилось`,
    { status: 422 },
  );

/** A failed WB call as the error the user sees; anything that is no WB failure is rethrown. */
export function wbFailure(error: unknown, deadline: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  if (deadline.aborted) {
    return tagsError(
      'WB_UNAVAILABLE',
      'WB не ответил вовремя или исчерпан лимит запросов к ярлыкам: ничего не изменилось, повторите через минуту',
      { status: 503 },
    );
  }
  if (error instanceof WbAuthError) {
    return tagsError(
      'WB_REJECTED',
      `WB не принял токен кабинета (${error.status})${error.detail ? `: ${error.detail}` : ''}. Ничего не изменилось — проверьте токен в настройках`,
      { status: 422 },
    );
  }
  if (error instanceof WbRateLimitError) {
    return tagsError(
      'WB_RATE_LIMITED',
      'WB ограничивает частоту запросов к ярлыкам: ничего не изменилось, повторите через минуту',
      { status: 429 },
    );
  }
  if (error instanceof WbHttpError && error.status < 500) return wbRejected(error.detail);
  if (error instanceof WbResponseError) {
    return tagsError('WB_UNAVAILABLE', 'WB ответил непонятно: ничего не изменилось', {
      status: 502,
    });
  }
  if (error instanceof WbError) {
    return tagsError(
      'WB_UNAVAILABLE',
      'WB сейчас не отвечает: ничего не изменилось, повторите позже',
      { status: 503 },
    );
  }
  throw error;
}

/** A content-API answer with `error: true` (WB answers some refusals with 200). */
export function accepted(answer: { data: { error?: boolean | null; errorText?: string | null } }) {
  if (answer.data.error) throw wbRejected(answer.data.errorText ?? undefined);
}

/** The newest token of the account that may write content, decrypted; else why not. */
async function writeToken(tx: Tx, deps: TagDeps, companyId: string, accountId: string) {
  const row = await writeTokenOf(tx, companyId, accountId);
  if (!row) {
    const [account] = await accountsOf(tx, companyId, accountId);
    const reason = account?.readOnly ?? 'noToken';
    throw tagsError('TAG_READ_ONLY', READ_ONLY_MESSAGES[reason], { status: 409 });
  }
  return { token: decryptSecret(keyringFor(deps.config), row.ciphertext), sellerId: row.seller_id };
}

/** Runs `fn` with the account's content client (its proxy, the shared limiter). */
export async function onWb<T>(
  tx: Tx,
  deps: TagDeps,
  companyId: string,
  accountId: string,
  fn: (content: WbContentClient, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { token, sellerId } = await writeToken(tx, deps, companyId, accountId);
  const proxy = await pickProxy(tx, deps.config, companyId, accountId);
  const clients = wbClientsFor(deps, {
    token,
    sellerId,
    interactive: true,
    ...(proxy ? { proxyUrl: proxyUrlOf(proxy.endpoint) } : {}),
  });
  const deadline = AbortSignal.timeout(WB_DEADLINE_MS.value);
  try {
    return await fn(clients.content, deadline);
  } catch (error) {
    throw wbFailure(error, deadline);
  } finally {
    await clients.close();
  }
}
