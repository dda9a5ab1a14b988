import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/query/describe-error';
import { PageSpinner } from './page-spinner';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a page's main query (docs/architecture.md#web): loading → spinner; failed with
 * nothing to show → inline error with a retry button; empty → the empty state; data → the page,
 * with a quiet "stale" hint when a background refresh failed.
 */
export function QueryState<T>({ query, isEmpty, empty, children }: QueryStateProps<T>) {
  const { t, i18n } = useTranslation();
  if (query.isPending) return <PageSpinner />;
  if (query.isError && query.data === undefined) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('states.loadFailed')}: {describeError(query.error, t, i18n.language)}
      </Alert>
    );
  }
  const data = query.data as T;
  return (
    <>
      {query.isRefetchError && (
        <Typography
          variant="caption"
          color="text.secondary"
          role="status"
          sx={{ display: 'block', mb: 1 }}
        >
          {t('states.stale')}
        </Typography>
      )}
      {isEmpty?.(data) ? (
        <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {empty ?? t('states.empty')}
        </Box>
      ) : (
        children(data)
      )}
    </>
  );
}
