import Bookmarks from '@mui/icons-material/Bookmarks';
import Delete from '@mui/icons-material/Delete';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
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

/** The user's saved views of this grid: apply, save the current one, make default, delete. */
// The naming dialog (a text field and a checkbox) loads when first opened: the grid's pages stay light.
const SaveViewDialog = lazy(() =>
  import('./save-view-dialog').then((m) => ({ default: m.SaveViewDialog })),
);

export function SavedViewsMenu({ resource, view }: { resource: ListResource; view: ViewStateApi }) {
  const { t } = useTranslation('datatable');
  const views = useQuery(savedViewQueries.list(resource));
  const save = useSavedViewMutation(resource);
  const confirm = useConfirm();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
    setAnchor(null);
    if (await confirm({ description: t('views.deleteQuestion', { name: v.name }) })) {
      save.mutate({ kind: 'delete', id: v.id });
    }
  };

  return (
    <>
      <Button
        startIcon={<Bookmarks />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {t('views.open')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(views.data ?? []).map((v) => (
          <MenuItem
            key={v.id}
            onClick={() => {
              view.replace({ ...v.state, page: 1 });
              setAnchor(null);
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
            setAnchor(null);
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
