import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import type { ReportDeclaration } from '@wb/shared/reports/define-report';
import { drillTarget, type DrillTarget, type ReportCell } from '@wb/shared/reports/drill';
import Typography from '@mui/material/Typography';
import { use, useMemo } from 'react';
import { drillsOf } from './drills';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table/data-table';
import { useList, type ListHandle } from '../data-table/use-list';
import { useListColumns } from '../data-table/use-list-columns';

interface Row {
  id: string;
}

/**
 * The rows behind a report's cell: its drill list with the cell's filter, in a dialog — the
 * list's own grid (sort, filters, columns, export), its view kept in memory so the report's
 * address stays the report's.
 */
export default function DrillDialog({
  report,
  cell,
  title,
  onClose,
}: {
  report: Pick<ReportDeclaration, 'key' | 'drills'>;
  cell: ReportCell;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['report', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const target = drillTarget(use(drillsOf(report)), cell);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" fullScreen={phone}>
      <DialogTitle sx={{ pr: 6 }}>
        {title}
        <IconButton
          aria-label={t('common:actions.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {target ? (
          <DrillRows target={target} title={title} />
        ) : (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t('drill.unavailable')}
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The drill list's grid, filtered to the cell's rows. */
function DrillRows({ target, title }: { target: DrillTarget; title: string }) {
  // A drill list takes no parameters of its own: the filter says everything.
  const list = useList(target.list, undefined as never) as ListHandle<Row>;
  const columns = useListColumns<Row>(target.list);
  const view = useMemo<ViewState>(
    () => ({ ...DEFAULT_VIEW, filter: target.filter, pageSize: 25 }),
    [target.filter],
  );
  return (
    <DataTable<Row>
      list={list}
      label={title}
      columns={columns}
      defaultView={view}
      rowId={(row) => row.id}
      viewIn="memory"
    />
  );
}
