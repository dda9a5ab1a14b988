import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductOptions } from '@wb/shared/products/products-bulk.contract';
import type { ProductRow } from '@wb/shared/products/products.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionInfo } from '../../../components/data-table/use-row-selection';
import { BulkDialog } from './bulk-dialog';

type Tag = ProductOptions['tags'][number];

function TagPicker({
  label,
  tags,
  value,
  onChange,
}: {
  label: string;
  tags: Tag[];
  value: Tag[];
  onChange: (next: Tag[]) => void;
}) {
  const { t } = useTranslation('products');
  const name = (tag: Tag) =>
    tag.accountName ? t('bulk.tags.wbTag', { name: tag.name, account: tag.accountName }) : tag.name;
  return (
    <Autocomplete
      multiple
      options={tags}
      value={value}
      onChange={(_e, next) => onChange(next)}
      getOptionLabel={name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('bulk.tags.none')}
      renderValue={(selected, getItemProps) =>
        selected.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={name(tag)} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** Adds tags to and removes tags from the selected products in one request. */
export function TagsDialog({
  selection,
  onClose,
}: {
  selection: SelectionInfo<ProductRow>;
  onClose: () => void;
}) {
  const { t } = useTranslation('products');
  const [add, setAdd] = useState<Tag[]>([]);
  const [remove, setRemove] = useState<Tag[]>([]);
  return (
    <BulkDialog
      kind="tags"
      selection={selection}
      onClose={onClose}
      onSubmit={(event, send) => {
        event.preventDefault();
        send({
          kind: 'tags',
          body: { add: add.map((tag) => tag.id), remove: remove.map((tag) => tag.id) },
        });
      }}
    >
      {(options) => (
        <>
          <TagPicker
            label={t('bulk.tags.add')}
            tags={options.tags.filter((tag) => !remove.some((r) => r.id === tag.id))}
            value={add}
            onChange={setAdd}
          />
          <TagPicker
            label={t('bulk.tags.remove')}
            tags={options.tags.filter((tag) => !add.some((a) => a.id === tag.id))}
            value={remove}
            onChange={setRemove}
          />
          <Typography variant="body2" color="text.secondary">
            {t('bulk.tags.hint')}
          </Typography>
        </>
      )}
    </BulkDialog>
  );
}
