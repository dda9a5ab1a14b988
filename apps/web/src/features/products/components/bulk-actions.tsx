import Category from '@mui/icons-material/CategoryOutlined';
import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import type { ProductRow } from '@wb/shared/products/products.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionInfo } from '../../../components/data-table/use-row-selection';

// Each dialog loads when first opened, keeping the grid's chunk within its budget.
const TagsDialog = lazy(() => import('./tags-dialog').then((m) => ({ default: m.TagsDialog })));
const CategoryDialog = lazy(() =>
  import('./category-dialog').then((m) => ({ default: m.CategoryDialog })),
);
const CostDialog = lazy(() => import('./cost-dialog').then((m) => ({ default: m.CostDialog })));

type Kind = 'tags' | 'category' | 'cost';
type Open = Kind | null;
const ACTIONS = [
  ['tags', LocalOffer],
  ['category', Category],
  ['cost', Payments],
] as const satisfies readonly (readonly [Kind, unknown])[];

/** The actions on the selected products, in the grid's selection bar. */
export function ProductBulkActions({ selection }: { selection: SelectionInfo<ProductRow> }) {
  const { t } = useTranslation('products');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      {ACTIONS.map(([kind, Icon]) => (
        <Button
          key={kind}
          size="small"
          startIcon={<Icon />}
          onClick={() => setOpen(kind)}
          aria-haspopup="dialog"
        >
          {t(`bulk.${kind}.open`)}
        </Button>
      ))}
      <Suspense fallback={null}>
        {open === 'tags' && <TagsDialog selection={selection} onClose={close} />}
        {open === 'category' && <CategoryDialog selection={selection} onClose={close} />}
        {open === 'cost' && <CostDialog selection={selection} onClose={close} />}
      </Suspense>
    </>
  );
}
