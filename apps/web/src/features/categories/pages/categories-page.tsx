import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createCategoryContract,
  deleteCategoryContract,
  moveCategoryContract,
  renameCategoryContract,
  type Category,
} from '@wb/shared/categories/categories.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { VisuallyHidden } from '../../../components/layout/visually-hidden';
import { categoryQueries, useDeleteCategory, useMoveCategory } from '../api/categories-queries';
import { CategoryTree } from '../components/category-tree';
import { subtreeOf, type MoveTarget } from '../lib/tree';

const CategoryDialog = lazy(() =>
  import('../components/category-dialog').then((m) => ({ default: m.CategoryDialog })),
);

type Editing = { category?: Category; parent?: Category | null } | null;

/**
 * /products/category: the seller's own category tree with product counts; add, rename, move
 * (drag and drop, or the keyboard menu), delete with the subtree.
 */
export default function CategoriesPage() {
  const { t } = useTranslation('categories');
  const can = useCan();
  const tree = useQuery(categoryQueries.tree());
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string>();

  const askAndDelete = useConfirmThen(
    (category: Category) => {
      const list = tree.data ?? [];
      const below = subtreeOf(list, category.id).size - 1;
      return {
        description: [
          t('confirmDelete', { name: category.name }),
          below > 0 ? t('confirmDeleteChildren', { count: below }) : '',
          category.totalProductCount > 0
            ? t('confirmDeleteProducts', { count: category.totalProductCount })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        confirmText: t('delete'),
      };
    },
    (category) => remove.mutate(category),
  );

  const onMove = (category: Category, target: MoveTarget) => {
    setFocusId(undefined);
    move.mutate(
      { id: category.id, ...target },
      {
        onSuccess: (list) => {
          const parent = list.find((c) => c.id === target.parentId);
          setAnnouncement(
            parent
              ? t('movedInto', { name: category.name, parent: parent.name })
              : t('movedTop', { name: category.name }),
          );
          setFocusId(category.id);
        },
      },
    );
  };

  const createButton = can(createCategoryContract) && (
    <Button
      variant="contained"
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      startIcon={<Add />}
      onClick={() => setEditing({ parent: null })}
    >
      {t('add')}
    </Button>
  );
  const canMove = can(moveCategoryContract);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <PageHeader
        description={canMove ? t('descriptionMove') : t('description')}
        action={createButton}
      />
      <QueryState
        query={tree}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState action={createButton}>{t('empty')}</EmptyState>}
      >
        {(list) => (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Typography
              variant="subtitle2"
              component="h2"
              sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              {t('treeTitle', { total: list.length })}
            </Typography>
            <CategoryTree
              categories={list}
              busy={move.isPending}
              focusId={focusId}
              onMove={canMove ? onMove : undefined}
              onAddChild={
                can(createCategoryContract) ? (parent) => setEditing({ parent }) : undefined
              }
              onRename={
                can(renameCategoryContract) ? (category) => setEditing({ category }) : undefined
              }
              onDelete={can(deleteCategoryContract) ? askAndDelete : undefined}
            />
          </Paper>
        )}
      </QueryState>
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
      {editing && (
        <Suspense fallback={null}>
          <CategoryDialog
            {...(editing.category ? { category: editing.category } : {})}
            parent={editing.parent ?? null}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
