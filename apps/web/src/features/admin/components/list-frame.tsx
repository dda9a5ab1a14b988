import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type ListParams } from '../lib/use-list-params';

/**
 * A server-paged list: filters on top, the table, the pager (page state in the URL), a thin bar
 * while the next page loads over the previous one.
 */
export function ListFrame({
  filters,
  params,
  total,
  fetching,
  empty,
  children,
}: {
  filters: ReactNode;
  params: ListParams<string>;
  total: number | undefined;
  fetching: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {filters}
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <LinearProgress
          sx={{ visibility: fetching ? 'visible' : 'hidden' }}
          aria-hidden={!fetching}
        />
        {empty ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {t('list.empty')}
          </Typography>
        ) : (
          children
        )}
        {total !== undefined && total > 0 && (
          <TablePagination
            component="div"
            count={total}
            page={Math.min(params.page - 1, Math.ceil(total / params.pageSize) - 1)}
            rowsPerPage={params.pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_e, page) => params.update({ page: page + 1 })}
            onRowsPerPageChange={(e) => params.update({ pageSize: Number(e.target.value) })}
            // On a phone the page size choice gives way to the pager itself.
            sx={{
              '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } },
              '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
                display: { xs: 'none', sm: 'inline-flex' },
              },
            }}
          />
        )}
      </Paper>
    </Stack>
  );
}
