import Delete from '@mui/icons-material/Delete';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import type { ListResource, SavedView } from '@wb/shared/list/saved-views.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../confirm-dialog';
import { savedViewQueries, useSavedViewMutation } from './saved-views-api';
import type { ViewStateApi } from './use-view-state';

// The naming dialog (a text field and a checkbox) loads when first opened: the grid's pages stay light.
const SaveViewDialog = lazy(() =>
  import('./save-view-dialog').then((m) => ({ default: m.SaveViewDialog })),
);

/**
 * The open menu of saved views: apply one, make it the default, delete it, or save the current
 * view. Loaded when the menu is first opened (see saved-views-menu.tsx).
 */
export function SavedViewsList({
  resource,
  view,
  anchor,
  onClose,
}: {
  resource: ListResource;
  view: ViewStateApi;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('datatable');
  const views = useQuery(savedViewQueries.list(resource));
  const save = useSavedViewMutation(resource);
  const confirm = useConfirm();
  const [naming, setNaming] = useState(false);

  const toggleDefault = (v: SavedView) =>
    save.mutate({
      kind: 'update',
      id: v.id,
      name: v.name,
      state: v.state,
      isDefault: !v.isDefault,
    });
  const remove = async (v: SavedView) => {
    onClose();
    if (await confirm({ description: t('views.deleteQuestion', { name: v.name }) })) {
      save.mutate({ kind: 'delete', id: v.id });
    }
  };

  return (
    <>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {(views.data ?? []).map((v) => (
          <MenuItem
            key={v.id}
            onClick={() => {
              view.replace({ ...v.state, page: 1 });
              onClose();
            }}
          >
            <ListItemText primary={v.name} />
            <IconButton
              size="small"
              aria-label={t(v.isDefault ? 'views.unsetDefault' : 'views.setDefault', {
                name: v.name,
              })}
              onClick={(e) => {
                e.stopPropagation();
                toggleDefault(v);
              }}
            >
              {v.isDefault ? (
                <Star fontSize="small" color="warning" />
              ) : (
                <StarBorder fontSize="small" />
              )}
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('views.delete', { name: v.name })}
              onClick={(e) => {
                e.stopPropagation();
                void remove(v);
              }}
            >
              <Delete fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {views.data && views.data.length === 0 && <MenuItem disabled>{t('views.none')}</MenuItem>}
        <Divider />
        <MenuItem
          onClick={() => {
            onClose();
            setNaming(true);
          }}
        >
          {t('views.saveCurrent')}
        </MenuItem>
      </Menu>
      {naming && (
        <Suspense fallback={null}>
          <SaveViewDialog
            onClose={() => setNaming(false)}
            pending={save.isPending}
            onSave={(name, isDefault) =>
              save.mutate(
                { kind: 'create', name, state: view.state, isDefault },
                { onSuccess: () => setNaming(false) },
              )
            }
          />
        </Suspense>
      )}
    </>
  );
}
