import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasDiscrepancy, type AcceptanceLine } from '@wb/shared/warehouse/acceptance.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';

type Change = { counted: number; defect: number };

/** A count typed by hand: sent when the field is left or Enter is pressed, if it changed. */
function CountInput({
  value,
  label,
  onCommit,
}: {
  value: number;
  label: string;
  onCommit: (n: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // A scan changed the count on the server: show the new number.
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const n = Math.max(0, Math.trunc(Number(text)));
    if (Number.isFinite(n) && n !== value) onCommit(n);
    else setText(String(value));
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      slotProps={{ htmlInput: { min: 0, 'aria-label': label } }}
      sx={{ width: 90 }}
    />
  );
}

/** The difference as people read it: a shortage, a surplus, or none. */
function Difference({ line }: { line: AcceptanceLine }) {
  const { t } = useTranslation('warehouse');
  if (line.difference === 0) return <>0</>;
  const shortage = line.difference < 0;
  return (
    <Chip
      size="small"
      color={shortage ? 'error' : 'warning'}
      label={t(shortage ? 'acceptance.shortage' : 'acceptance.surplus', {
        count: Math.abs(line.difference),
      })}
    />
  );
}

/**
 * Expected, counted good and defective units per line, the difference highlighted; while
 * counting, the counts can be corrected by hand.
 */
export function AcceptanceCounts({
  lines,
  editable,
  onCount,
  label,
}: {
  lines: AcceptanceLine[];
  editable: boolean;
  onCount: (line: AcceptanceLine, change: Change) => void;
  label: string;
}) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  if (lines.length === 0)
    return <Typography color="text.secondary">{t('acceptance.noLines')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.lineNo')}</TableCell>
            <TableCell>{t('columns.title')}</TableCell>
            <TableCell>{t('columns.size')}</TableCell>
            <TableCell align="right">{t('acceptance.expected')}</TableCell>
            <TableCell align="right">{t('acceptance.counted')}</TableCell>
            <TableCell align="right">{t('acceptance.defect')}</TableCell>
            <TableCell align="right">{t('acceptance.difference')}</TableCell>
            <TableCell align="right">{t('columns.unitCost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => {
            const off = hasDiscrepancy(l);
            const tone = l.difference < 0 ? 'error' : 'warning';
            return (
              <TableRow
                key={l.id}
                data-discrepancy={off || undefined}
                sx={off ? { bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12) } : undefined}
              >
                <TableCell>{l.lineNo}</TableCell>
                <TableCell>
                  {l.title ?? t('noTitle')}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {l.nmId} · {l.barcode ?? '—'}
                  </Typography>
                </TableCell>
                <TableCell>{l.size ?? '—'}</TableCell>
                <TableCell align="right">{format.integer(l.expected)}</TableCell>
                <TableCell align="right">
                  {editable ? (
                    <CountInput
                      value={l.counted}
                      label={t('acceptance.countedOf', { name: l.title ?? l.nmId })}
                      onCommit={(n) => onCount(l, { counted: n, defect: l.defect })}
                    />
                  ) : (
                    format.integer(l.counted)
                  )}
                </TableCell>
                <TableCell align="right">
                  {editable ? (
                    <CountInput
                      value={l.defect}
                      label={t('acceptance.defectOf', { name: l.title ?? l.nmId })}
                      onCommit={(n) => onCount(l, { counted: l.counted, defect: n })}
                    />
                  ) : (
                    format.integer(l.defect)
                  )}
                </TableCell>
                <TableCell align="right">
                  <Difference line={l} />
                </TableCell>
                <TableCell align="right">
                  {l.unitCost === null ? '—' : format.money(l.unitCost)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
