import Bookmarks from '@mui/icons-material/Bookmarks';
import Button from '@mui/material/Button';
import type { ListResource } from '@wb/shared/list/saved-views.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewStateApi } from './use-view-state';

// The menu (its items, the mutations and the naming dialog) loads when first opened: the grid's
// pages stay within their size budget.
const SavedViewsList = lazy(() =>
  import('./saved-views-list').then((m) => ({ default: m.SavedViewsList })),
);

/** The user's saved views of this grid: apply, save the current one, make default, delete. */
export function SavedViewsMenu({ resource, view }: { resource: ListResource; view: ViewStateApi }) {
  const { t } = useTranslation('datatable');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the naming dialog outlives the menu.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        startIcon={<Bookmarks />}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setUsed(true);
        }}
        aria-haspopup="menu"
      >
        {t('views.open')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SavedViewsList
            resource={resource}
            view={view}
            anchor={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
