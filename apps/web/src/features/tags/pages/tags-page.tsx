import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  createTagContract,
  deleteTagContract,
  linkTagContract,
  TAG_LIMITS,
  updateTagContract,
  type Tag,
  type TagsList,
} from '@wb/shared/tags/tags.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { tagQueries, useDeleteTag } from '../api/tags-queries';
import { TagSection } from '../components/tag-section';

// The dialogs load when first opened.
const TagDialog = lazy(() =>
  import('../components/tag-dialog').then((m) => ({ default: m.TagDialog })),
);
const TagProductsDialog = lazy(() =>
  import('../components/tag-products-dialog').then((m) => ({ default: m.TagProductsDialog })),
);

/**
 * /products/tags: the seller's own tags and the tags of each WB account (kept in step with WB
 * both ways); create, rename, recolour, delete, put on products. A WB account whose token cannot
 * write shows its tags read-only, with the reason.
 */
export default function TagsPage() {
  const { t } = useTranslation('tags');
  const can = useCan();
  const list = useQuery(tagQueries.list());
  const remove = useDeleteTag();
  // undefined: closed; null: a new tag; else the one being edited.
  const [editing, setEditing] = useState<Tag | null>();
  const [linking, setLinking] = useState<Tag>();

  const askAndDelete = useConfirmThen(
    (tag: Tag) => ({
      description: t(tag.accountId ? 'confirmDeleteWb' : 'confirmDelete', {
        name: tag.name,
        count: tag.productCount,
        account: tag.accountName ?? '',
      }),
      confirmText: t('delete'),
    }),
    (tag) => remove.mutate(tag),
  );

  const canCreate = can(createTagContract);
  const actions = {
    onProducts: setLinking,
    onEdit: can(updateTagContract) ? setEditing : undefined,
    onDelete: can(deleteTagContract) ? askAndDelete : undefined,
  };
  const createButton = canCreate && (
    <Button
      variant="contained"
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      startIcon={<Add />}
      onClick={() => setEditing(null)}
    >
      {t('add')}
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <PageHeader description={t('description')} action={createButton} />
      <QueryState
        query={list}
        isEmpty={(data) => data.tags.length === 0 && data.accounts.length === 0}
        empty={<EmptyState action={createButton}>{t('empty')}</EmptyState>}
      >
        {(data: TagsList) => (
          <Stack spacing={2}>
            <TagSection
              title={t('ownTitle')}
              subtitle={t('ownSubtitle')}
              tags={data.tags.filter((tag) => tag.accountId === null)}
              empty={t('ownEmpty')}
              actions={actions}
            />
            {data.accounts.map((account) => (
              <Stack key={account.id} spacing={1}>
                {account.readOnly && (
                  <Alert severity="info">
                    {t('accountReadOnly', { name: account.name })}{' '}
                    {t(`readOnly.${account.readOnly}`)}
                  </Alert>
                )}
                <TagSection
                  title={t('wbOf', { name: account.name })}
                  subtitle={t('dialog.count', {
                    used: account.tagCount,
                    max: TAG_LIMITS.wbPerSeller,
                  })}
                  readOnly={account.readOnly}
                  tags={data.tags.filter((tag) => tag.accountId === account.id)}
                  empty={t('wbEmpty')}
                  actions={actions}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
      <Suspense fallback={null}>
        {editing !== undefined && list.data && (
          <TagDialog
            tag={editing ?? undefined}
            accounts={list.data.accounts}
            onClose={() => setEditing(undefined)}
          />
        )}
        {linking && (
          <TagProductsDialog
            tag={linking}
            editable={can(linkTagContract) && linking.readOnly === null}
            onClose={() => setLinking(undefined)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
