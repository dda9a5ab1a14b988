import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListRequestInput } from '@wb/shared/list/list-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyActionError } from '../../app/notifications';
import type { ListHandle } from './use-list';
import { useFormat } from '../format/use-format';

/** Export of the filtered view (all pages) to XLSX or CSV, written by the server. */
export function ExportButton({
  download,
  request,
  total,
}: {
  download: ListHandle<unknown>['download'];
  request: ListRequestInput;
  total: number | undefined;
}) {
  const { t } = useTranslation('datatable');
  const format = useFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    const controller = new AbortController();
    abort.current = controller;
    setBytes(0);
    const { page: _page, pageSize: _size, after: _after, ...whole } = request;
    download(whole, format, (p) => setBytes(p.bytes), controller.signal)
      .then((name) => notify(t('export.done', { name }), { variant: 'success' }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) notifyActionError(error, t('export.failed'));
      })
      .finally(() => setBytes(null));
  };

  const size = (n: number) => format.number(n / 1024 / 1024, 1);

  if (bytes !== null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 260 }} role="status">
        <Stack sx={{ flex: 1 }}>
          <Typography variant="caption">{t('export.progress', { size: size(bytes) })}</Typography>
          <LinearProgress aria-label={t('export.running')} />
        </Stack>
        <Button size="small" onClick={() => abort.current?.abort()}>
          {t('common:actions.cancel')}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <Button
        startIcon={<FileDownload />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        disabled={total === 0}
      >
        {t('export.open')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('xlsx')}>{t('export.xlsx')}</MenuItem>
        <MenuItem onClick={() => run('csv')}>{t('export.csv')}</MenuItem>
      </Menu>
    </>
  );
}
