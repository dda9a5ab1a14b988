import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ProductRow } from '@wb/shared/products/products.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionInfo } from '../../../components/data-table/use-row-selection';
import { BulkDialog } from './bulk-dialog';

const NONE = '';

/** Puts the selected products into one own category, or takes them out of any. */
export function CategoryDialog({
  selection,
  onClose,
}: {
  selection: SelectionInfo<ProductRow>;
  onClose: () => void;
}) {
  const { t } = useTranslation('products');
  const [categoryId, setCategoryId] = useState<string>(NONE);
  return (
    <BulkDialog
      kind="category"
      selection={selection}
      onClose={onClose}
      onSubmit={(event, send) => {
        event.preventDefault();
        send({ kind: 'category', body: { categoryId: categoryId || null } });
      }}
    >
      {(options) => (
        <TextField
          select
          label={t('bulk.category.field')}
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
          helperText={options.categories.length === 0 ? t('bulk.category.empty') : undefined}
        >
          <MenuItem value={NONE}>
            <em>{t('bulk.category.none')}</em>
          </MenuItem>
          {options.categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.path}
            </MenuItem>
          ))}
        </TextField>
      )}
    </BulkDialog>
  );
}
