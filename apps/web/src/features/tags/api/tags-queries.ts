import {
  createTagContract,
  deleteTagContract,
  linkTagContract,
  listTagProductsContract,
  listTagsContract,
  tagCandidatesContract,
  updateTagContract,
  type CreateTagInput,
  type LinkTagInput,
  type Tag,
  type UpdateTagInput,
} from '@wb/shared/tags/tags.contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';

/** Query keys of the tags, all under `['tags']`. */
export const tagQueries = {
  all: () => ['tags'] as const,
  list: () =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiRequest(listTagsContract, {}, { signal }),
    }),
  products: (id: string, q: string, page: number) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'products', id, q, page] as const,
      queryFn: ({ signal }) =>
        apiRequest(
          listTagProductsContract,
          { params: { id }, query: { q: q || undefined, page, pageSize: 20 } },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  candidates: (id: string, q: string) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'candidates', id, q] as const,
      queryFn: ({ signal }) =>
        apiRequest(
          tagCandidatesContract,
          { params: { id }, query: { q: q || undefined } },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
};

/** Creates (no tag) or changes (a tag) one; the form shows the server's field errors. */
export function useSaveTag(
  tag: Tag | undefined,
  { onSaved, onError }: { onSaved: () => void; onError: (error: unknown) => void },
) {
  const { t } = useTranslation('tags');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTagInput | UpdateTagInput) =>
      tag
        ? apiRequest(updateTagContract, { params: { id: tag.id }, body: body })
        : apiRequest(createTagContract, { body: body as CreateTagInput }),
    meta: { silent: true },
    onSuccess: (saved) => {
      onSaved();
      void notify(t(tag ? 'saved' : 'created', { name: saved.name }), {
        variant: 'success',
      });
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagQueries.all() }),
  });
}

export function useDeleteTag() {
  const { t } = useTranslation('tags');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: Tag) => apiRequest(deleteTagContract, { params: { id: tag.id } }),
    meta: { action: t('deleteFailed') },
    onSuccess: (_data, tag) =>
      void notify(t('deleted', { name: tag.name }), { variant: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagQueries.all() }),
  });
}

/** Puts the tag on products or takes it off; cards WB refused are reported. */
export function useLinkTag(tag: Tag) {
  const { t } = useTranslation('tags');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkTagInput) =>
      apiRequest(linkTagContract, { params: { id: tag.id }, body }),
    meta: { action: t('links.failed') },
    onSuccess: (result) => {
      for (const f of result.failed) {
        void notify(t('links.cardFailed', { nmId: f.nmId, reason: f.message }), {
          variant: 'warning',
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagQueries.all() }),
  });
}
