import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ProductOptions } from '@wb/shared/products/products-bulk.contract';
import type { ProductRow } from '@wb/shared/products/products.contract';
import type { SelectionInfo } from '../../../components/data-table/use-row-selection';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/query/describe-error';
import { FormDialog } from '../../../components/form/form-dialog';
import { optionsQuery, useBulkAction, type BulkKind, type BulkRequest } from '../api/bulk-queries';

/**
 * A bulk action's dialog: its fields once the tags, categories and currencies are loaded, the
 * server's reason when the action is refused (nothing was changed then), Cancel and Apply.
 */
export function BulkDialog({
  kind,
  selection,
  onClose,
  onSubmit,
  children,
}: {
  kind: BulkKind;
  selection: SelectionInfo<ProductRow>;
  onClose: () => void;
  /** The form's submit: `send` runs the action on the selection. */
  onSubmit: (event: FormEvent<HTMLFormElement>, send: (request: BulkRequest) => void) => unknown;
  children: (options: ProductOptions) => ReactNode;
}) {
  const { t, i18n } = useTranslation('products');
  const options = useQuery(optionsQuery());
  const action = useBulkAction(selection, onClose);
  const error = action.error;
  return (
    <FormDialog
      title={t(`bulk.${kind}.title`, { count: selection.count })}
      onClose={onClose}
      onSubmit={(event) => onSubmit(event, (request) => action.mutate(request))}
      submitText={t('bulk.apply')}
      submitDisabled={action.isPending || !options.data}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {error ? (
          <Alert severity="error" role="alert">
            {t('bulk.failed')}: {describeError(error, t, i18n.language)}
          </Alert>
        ) : null}
        {options.data ? (
          children(options.data)
        ) : options.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void options.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('common:states.loadFailed')}: {describeError(options.error, t, i18n.language)}
          </Alert>
        ) : (
          <CircularProgress size={24} aria-label={t('common:states.loading')} />
        )}
      </Stack>
    </FormDialog>
  );
}
