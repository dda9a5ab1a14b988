import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { StockItem } from '@wb/shared/warehouse/warehouse.contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/query/api-client';
import { SearchPick } from '../../../components/form/search-pick';
import { findByBarcode, previewLines, warehouseQueries } from '../api/warehouse-queries';
import { ScanField } from './scan-field';

export interface DraftLine {
  item: StockItem;
  quantity: number;
  unitCost: string;
}

const same = (a: StockItem, b: StockItem) => a.accountId === b.accountId && a.chrtId === b.chrtId;
const label = (i: StockItem) =>
  `${i.title ?? i.nmId} · ${i.size ?? '—'} · ${i.vendorCode ?? i.nmId}`;

/** Adds `quantity` of an item: a new line, or more units on the item's line. */
export function addLine(
  lines: DraftLine[],
  item: StockItem,
  quantity = 1,
  unitCost = '',
): DraftLine[] {
  const at = lines.findIndex((l) => same(l.item, item));
  if (at < 0) return [...lines, { item, quantity, unitCost }];
  return lines.map((l, i) =>
    i === at ? { ...l, quantity: l.quantity + quantity, unitCost: unitCost || l.unitCost } : l,
  );
}

/**
 * An operation's lines: picked by a search, scanned (a scanner types the barcode and Enter; a
 * repeated scan adds one), or read from an XLSX/CSV file; quantity and unit cost edited inline.
 */
export function LinesEditor({
  lines,
  onChange,
  withCost,
  label: tableLabel,
}: {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  withCost: boolean;
  /** The lines table's accessible name (an operation's lines by default). */
  label?: string;
}) {
  const { t } = useTranslation('warehouse');
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const found = useQuery(warehouseQueries.search(search));
  const file = useRef<HTMLInputElement>(null);

  const onScan = async (code: string) => {
    const item = await findByBarcode(code);
    onChange(addLine(lines, item));
    return t('lines.scanned', { name: label(item) });
  };

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const preview = await previewLines(chosen);
      let next = lines;
      for (const row of preview.rows) {
        if (row.item && row.quantity && row.errors.length === 0)
          next = addLine(next, row.item, row.quantity, row.unitCost ?? '');
      }
      onChange(next);
      const errors = preview.rows.flatMap((r) => r.errors);
      setMessage({
        error: errors.length > 0,
        text: [
          t('lines.imported', { valid: preview.valid, invalid: preview.invalid }),
          ...errors.slice(0, 5),
        ].join(' '),
      });
    } catch (error) {
      setMessage({ error: true, text: isApiError(error) ? error.message : String(error) });
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  const set = (i: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SearchPick
          label={t('lines.pick')}
          search={search}
          onSearch={setSearch}
          options={found.data}
          keyOf={(item) => `${item.accountId}:${item.chrtId}`}
          labelOf={label}
          onPick={(item) => onChange(addLine(lines, item))}
          nothingFound={t('lines.nothingFound')}
        />
        <ScanField onScan={onScan} />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={() => file.current?.click()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('lines.import')}
        </Button>
        <input
          ref={file}
          type="file"
          hidden
          accept=".xlsx,.csv"
          aria-label={t('lines.import')}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Stack>
      {message && (
        <Typography role="status" color={message.error ? 'error' : 'text.secondary'}>
          {message.text}
        </Typography>
      )}
      {lines.length === 0 ? (
        <Typography color="text.secondary">{t('lines.empty')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={tableLabel ?? t('operation.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.title')}</TableCell>
                <TableCell>{t('columns.size')}</TableCell>
                <TableCell>{t('columns.quantity')}</TableCell>
                {withCost && <TableCell>{t('columns.unitCost')}</TableCell>}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l, i) => (
                <TableRow key={`${l.item.accountId}:${l.item.chrtId}`}>
                  <TableCell>
                    {l.item.title ?? t('noTitle')}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {l.item.nmId} · {l.item.barcode ?? '—'}
                    </Typography>
                  </TableCell>
                  <TableCell>{l.item.size ?? '—'}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      value={l.quantity}
                      onChange={(e) =>
                        set(i, { quantity: Math.max(0, Math.trunc(Number(e.target.value))) })
                      }
                      slotProps={{ htmlInput: { min: 0, 'aria-label': t('columns.quantity') } }}
                      sx={{ width: 100 }}
                    />
                  </TableCell>
                  {withCost && (
                    <TableCell>
                      <TextField
                        size="small"
                        value={l.unitCost}
                        onChange={(e) => set(i, { unitCost: e.target.value })}
                        slotProps={{
                          htmlInput: { inputMode: 'decimal', 'aria-label': t('columns.unitCost') },
                        }}
                        sx={{ width: 120 }}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    <IconButton
                      aria-label={t('lines.remove')}
                      onClick={() => onChange(lines.filter((_, j) => j !== i))}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
