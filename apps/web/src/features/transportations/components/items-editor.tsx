import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
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
import {
  TRANSPORTATION_MAX_BOXES,
  updateTransportationContract,
  type Transportation,
} from '@wb/shared/transportations/transportations.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCells } from './product-cells';
import { isApiError } from '../../../app/query/api-client';
import { useCan } from '../../../app/session/can';
import { SearchPick } from '../../../components/form/search-pick';
import { transportationQueries, useSaveTransportation } from '../api/transportations-queries';
import { addItem, draftOf, inputOf, type DraftItem } from '../lib/items';
import { COMPACT, WIDE_ONLY } from '../lib/table';

const whole = (typed: string, min: number) => Math.max(min, Math.trunc(Number(typed) || 0));

/**
 * Items by box while the goods are still at the own warehouse: pick a size of the
 * transportation's cabinet into the current box (again: one more unit), change box and quantity
 * inline, then save the whole list.
 */
export default function ItemsEditor({ tr }: { tr: Transportation }) {
  const { t } = useTranslation('transportations');
  const can = useCan();
  const [items, setItems] = useState(() => draftOf(tr));
  const [box, setBox] = useState(() => Math.max(1, ...tr.items.map((i) => i.boxNo)));
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const found = useQuery(transportationQueries.search(search));
  const sizes = (found.data ?? []).filter((s) => s.accountId === tr.accountId);
  const save = useSaveTransportation(tr.id, (e) => setError(isApiError(e) ? e.message : String(e)));
  const set = (i: number, patch: Partial<DraftItem>) =>
    setItems(items.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const label = (s: {
    title: string | null;
    nmId: number;
    size: string | null;
    vendorCode: string | null;
  }) => `${s.title ?? s.nmId} · ${s.size ?? '—'} · ${s.vendorCode ?? s.nmId}`;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          type="number"
          label={t('items.currentBox')}
          value={box}
          onChange={(e) => setBox(Math.min(TRANSPORTATION_MAX_BOXES, whole(e.target.value, 1)))}
          slotProps={{ htmlInput: { min: 1, max: TRANSPORTATION_MAX_BOXES } }}
          sx={{ width: { md: 140 } }}
        />
        <Button
          variant="outlined"
          startIcon={<AddBoxOutlined />}
          onClick={() => setBox(Math.max(0, ...items.map((i) => i.boxNo)) + 1)}
          sx={{ alignSelf: { md: 'flex-start' } }}
        >
          {t('items.newBox')}
        </Button>
        <SearchPick
          label={t('items.pick')}
          search={search}
          onSearch={setSearch}
          options={found.data && sizes}
          keyOf={(s) => s.chrtId}
          labelOf={label}
          onPick={(s) => setItems(addItem(items, s, box))}
          nothingFound={t('items.nothingFound')}
        />
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('items.empty')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('items.title')} sx={COMPACT}>
            <TableHead>
              <TableRow>
                <TableCell>{t('items.product')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('items.size')}</TableCell>
                <TableCell>{t('items.boxNo')}</TableCell>
                <TableCell>{t('items.quantity')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((l, i) => (
                <TableRow key={l.key}>
                  <ProductCells line={l} />
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      value={l.boxNo}
                      onChange={(e) => set(i, { boxNo: whole(e.target.value, 1) })}
                      slotProps={{
                        htmlInput: {
                          min: 1,
                          'aria-label': t('items.boxOf', {
                            name: l.title ?? l.nmId,
                            size: l.size ?? '—',
                          }),
                        },
                      }}
                      sx={{ width: { xs: 64, sm: 90 } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      value={l.quantity}
                      onChange={(e) => set(i, { quantity: whole(e.target.value, 0) })}
                      slotProps={{
                        htmlInput: {
                          min: 1,
                          'aria-label': t('items.quantityOf', {
                            name: l.title ?? l.nmId,
                            size: l.size ?? '—',
                          }),
                        },
                      }}
                      sx={{ width: { xs: 64, sm: 100 } }}
                    />
                  </TableCell>
                  <TableCell>
                    <IconButton
                      aria-label={t('items.remove', {
                        name: l.title ?? l.nmId,
                        size: l.size ?? '—',
                      })}
                      onClick={() => setItems(items.filter((_, j) => j !== i))}
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
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      {can(updateTransportationContract) && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={save.isPending}
          onClick={() => {
            setError(null);
            save.mutate(inputOf(tr, items));
          }}
        >
          {t('items.save')}
        </Button>
      )}
    </Stack>
  );
}
