import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { productsList, type ProductRow } from '@wb/shared/products/products.contract';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/data-table';
import { useList } from '../../../components/data-table/use-list';
import { PageHeader } from '../../../components/layout/page-header';
import { productColumns } from '../components/product-columns';
import { useFormat } from '../../../components/format/use-format';

// The bulk actions show once a row is ticked; they and the dialogs load on demand.
const ProductBulkActions = lazy(() =>
  import('../components/bulk-actions').then((m) => ({ default: m.ProductBulkActions })),
);
const ImportDialog = lazy(() =>
  import('../components/import-dialog').then((m) => ({ default: m.ImportDialog })),
);

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'nmId', dir: 'desc' }],
  pins: { left: ['photo', 'nmId'], right: [] },
};

/** /products: the company's WB catalogue in the one DataTable, with bulk edits and cost import. */
export default function ProductsPage() {
  const { t } = useTranslation(['products', 'figures']);
  const navigate = useNavigate();
  const can = useCan();
  // Bulk actions and the import need product:edit (their contracts say so on the server).
  const canEdit = can({ subject: 'product', action: 'edit' });
  const [importing, setImporting] = useState(false);
  const list = useList(productsList);
  const format = useFormat();
  const columns = useMemo(() => productColumns(t, format), [t, format]);

  return (
    <Stack spacing={2}>
      <PageHeader
        description={t('description')}
        action={
          canEdit && (
            <Button
              variant="contained"
              onClick={() => setImporting(true)}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {t('import.open')}
            </Button>
          )
        }
      />
      <DataTable<ProductRow>
        list={list}
        label={t('tableLabel')}
        columns={columns}
        defaultView={DEFAULTS}
        rowId={(row) => row.id}
        rowLabel={(row) =>
          t('selectRow', { title: row.title ?? row.vendorCode ?? row.nmId, nmId: row.nmId })
        }
        // The product page: productId is the WB nmID.
        onRowClick={(row) => void navigate(`/products/${row.nmId}`)}
        {...(canEdit
          ? {
              bulkActions: (selection) => (
                <Suspense fallback={null}>
                  <ProductBulkActions selection={selection} />
                </Suspense>
              ),
            }
          : {})}
      />
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
