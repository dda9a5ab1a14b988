/**
 * The products of a tag: the cards it is on (searched, paged), the cards it may still go on, and
 * putting it on and taking it off — one statement each way for an own tag, card by card on WB
 * first for a WB tag; audited in the same transaction.
 */
import {
  TAG_LIMITS,
  type LinkTagInput,
  type LinkTagResult,
  type ProductRef,
  type Tag,
  type TagProduct,
} from '@wb/shared/tags/tags.contract';
import { WbAuthError } from '@wb/wb/http/errors';
import type { Db, DbOrTx as Tx } from '../../db/client';
import { audit, type AuditContext } from '../audit/audit.service';
import { existingProducts } from '../products/products.repository';
import { fieldError, tagsError } from './tags.errors';
import * as repo from './tags.repository';
import { lockedTag, tagOf } from './tags.service';
import { accepted, onWb, wbFailure, type TagDeps } from './tags.wb';

export async function tagProducts(
  db: Db,
  companyId: string,
  id: string,
  query: { q?: string | undefined; page: number; pageSize: number },
) {
  await tagOf(db, companyId, id);
  const { items, total } = await repo.taggedProducts(db, companyId, id, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** Products the tag is not on yet: a WB tag goes only on cards of its own account. */
export async function tagCandidates(
  db: Db,
  companyId: string,
  id: string,
  q: string | undefined,
): Promise<TagProduct[]> {
  const tag = await tagOf(db, companyId, id);
  return repo.untaggedProducts(db, companyId, id, tag.accountId, q);
}

const refKey = (r: ProductRef) => `${r.accountId}:${r.nmId}`;

function distinct(refs: readonly ProductRef[]): ProductRef[] {
  const seen = new Map<string, ProductRef>();
  for (const r of refs) seen.set(refKey(r), r);
  return [...seen.values()];
}

/**
 * Every ref of the `field` list must be a product of the company (of the tag's account for a WB
 * tag); a refusal names that list.
 */
async function checkProducts(
  tx: Tx,
  companyId: string,
  tag: Tag,
  refs: ProductRef[],
  field: 'add' | 'remove',
) {
  if (refs.length === 0) return;
  const existing = await existingProducts(tx, companyId, {
    accountIds: refs.map((r) => r.accountId),
    nmIds: refs.map((r) => r.nmId),
  });
  const found = new Set(existing.nmIds.map((nmId, i) => `${existing.accountIds[i]}:${nmId}`));
  const missing = refs.filter((r) => !found.has(refKey(r)));
  if (missing.length > 0) {
    const list = missing
      .slice(0, 5)
      .map((r) => r.nmId)
      .join(', ');
    throw fieldError(
      field,
      `Товары не найдены: ${list}${missing.length > 5 ? ' и другие' : ''}`,
      `Товары не найдены: ${list}`,
    );
  }
  if (tag.accountId && refs.some((r) => r.accountId !== tag.accountId)) {
    throw fieldError(
      field,
      `Ярлык кабинета «${tag.accountName ?? ''}» можно поставить только на товары этого кабинета`,
    );
  }
}

/**
 * Puts the tag on products and takes it off; the audit row keeps what was asked and what
 * happened (cards WB refused stay as they were).
 */
export async function linkTag(
  deps: TagDeps,
  companyId: string,
  id: string,
  input: LinkTagInput,
  context: AuditContext,
): Promise<LinkTagResult> {
  return deps.database.db.transaction(async (tx) => {
    const result = await link(tx, deps, companyId, id, input);
    await audit(tx, context, {
      action: 'tag.products_changed',
      entity: 'tag',
      entityId: id,
      after: { ...input, ...result },
    });
    return result;
  });
}

/**
 * An own tag: one statement each way. A WB tag: WB sets the whole tag list of one card per call
 * (`tag/nomenclature/link`, tagsIDs replaces the card's tags), so each card gets its list as
 * known here ± this tag; a card WB refuses is reported and left unchanged, the others are
 * changed here as on WB.
 */
async function link(
  tx: Tx,
  deps: TagDeps,
  companyId: string,
  id: string,
  input: LinkTagInput,
): Promise<LinkTagResult> {
  const { tag } = await lockedTag(tx, companyId, id);
  const removeKeys = new Set(input.remove.map(refKey));
  const add = distinct(input.add).filter((r) => !removeKeys.has(refKey(r)));
  const remove = distinct(input.remove);
  await checkProducts(tx, companyId, tag, add, 'add');
  await checkProducts(tx, companyId, tag, remove, 'remove');

  if (!tag.accountId) {
    const linked = await repo.linkRefs(tx, companyId, id, add);
    const unlinked = await repo.unlinkRefs(tx, id, remove);
    return { linked, unlinked, failed: [] };
  }

  const accountId = tag.accountId;
  if (add.length + remove.length > TAG_LIMITS.wbLinkBatch) {
    throw tagsError(
      'TAG_BATCH_TOO_LARGE',
      `Ярлык WB можно поставить или снять не больше чем у ${TAG_LIMITS.wbLinkBatch} товаров за раз: WB меняет карточки по одной`,
    );
  }
  const current = await repo.wbTagsOfCards(
    tx,
    accountId,
    [...add, ...remove].map((r) => r.nmId),
  );
  const wbTagId = tag.wbTagId!;
  const plan: { ref: ProductRef; adding: boolean; tagIds: number[] }[] = [];
  const failed: LinkTagResult['failed'] = [];
  for (const ref of add) {
    const now = current.get(ref.nmId) ?? [];
    if (now.includes(wbTagId)) continue;
    if (now.length >= TAG_LIMITS.wbPerCard) {
      failed.push({
        ...ref,
        message: `На карточке уже ${TAG_LIMITS.wbPerCard} ярлыков WB — больше WB не разрешает`,
      });
      continue;
    }
    plan.push({ ref, adding: true, tagIds: [...now, wbTagId] });
  }
  for (const ref of remove) {
    const now = current.get(ref.nmId) ?? [];
    if (!now.includes(wbTagId)) continue;
    plan.push({ ref, adding: false, tagIds: now.filter((t) => t !== wbTagId) });
  }
  const done: { ref: ProductRef; adding: boolean }[] = [];
  if (plan.length > 0) {
    await onWb(tx, deps, companyId, accountId, async (content, signal) => {
      for (const [i, step] of plan.entries()) {
        try {
          accepted(
            await content.linkTags({ nmID: step.ref.nmId, tagsIDs: step.tagIds }, { signal }),
          );
          done.push(step);
        } catch (error) {
          const failure = wbFailure(error, signal);
          // A refusal concerns this card; anything else (token, WB down, deadline) stops here.
          if (failure.code === 'WB_REJECTED' && !(error instanceof WbAuthError)) {
            failed.push({ ...step.ref, message: failure.message });
            continue;
          }
          if (done.length === 0) throw failure;
          const left = plan.slice(i).map((s) => ({ ...s.ref, message: failure.message }));
          failed.push(...left);
          return;
        }
      }
    });
  }
  if (done.length === 0 && failed.length > 0) {
    // Nothing changed anywhere: the request failed, and says why.
    const first = failed[0]!;
    throw tagsError(
      'TAG_LINK_FAILED',
      failed.length === 1
        ? `Товар ${first.nmId}: ${first.message}`
        : `Ни один товар не изменён (${failed.length}). Товар ${first.nmId}: ${first.message}`,
      { status: 422 },
    );
  }
  const added = done.filter((d) => d.adding).map((d) => d.ref.nmId);
  const removed = done.filter((d) => !d.adding).map((d) => d.ref.nmId);
  await repo.linkCards(tx, companyId, accountId, id, added);
  await repo.unlinkCards(tx, accountId, id, removed);
  return { linked: added.length, unlinked: removed.length, failed };
}
