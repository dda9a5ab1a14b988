import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { mskDate } from '@wb/shared/dates/msk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/query/api-client';
import { QueryState } from '../../../components/feedback/query-state';
import { useCreateAcceptance } from '../api/acceptance-queries';
import { warehouseQueries } from '../api/warehouse-queries';

/** A new acceptance: warehouse, supplier, date; its expected lines are added on its page. */
export default function AcceptanceCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('warehouse');
  const navigate = useNavigate();
  const warehouses = useQuery(warehouseQueries.warehouses());
  const [warehouseId, setWarehouseId] = useState('');
  const [source, setSource] = useState('');
  const [date, setDate] = useState(mskDate());
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAcceptance((e) => setError(isApiError(e) ? e.message : String(e)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const list = warehouses.data ?? [];
    create.mutate(
      {
        warehouseId: warehouseId || list.find((w) => w.isDefault)?.id || list[0]?.id || '',
        source,
        expectedDate: date,
        comment: comment || null,
        lines: [],
      },
      { onSuccess: (a) => void navigate(`/warehouse/acceptance/${a.id}`) },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="acceptance-new-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="acceptance-new-title">{t('acceptance.new')}</DialogTitle>
        <DialogContent>
          <QueryState
            query={warehouses}
            isEmpty={(d) => d.length === 0}
            empty={t('create.noWarehouses')}
          >
            {(list) => (
              <Stack spacing={2} sx={{ pt: 1 }}>
                <TextField
                  required
                  autoFocus
                  label={t('acceptance.source')}
                  value={source}
                  onChange={(e) => setSource(e.target.value)}
                />
                <TextField
                  select
                  label={t('create.warehouse')}
                  value={warehouseId || list.find((w) => w.isDefault)?.id || list[0]!.id}
                  onChange={(e) => setWarehouseId(e.target.value)}
                >
                  {list.map((w) => (
                    <MenuItem key={w.id} value={w.id}>
                      {w.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  type="date"
                  label={t('acceptance.expectedDate')}
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  label={t('create.comment')}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  multiline
                />
                {error && (
                  <Typography color="error" role="alert">
                    {error}
                  </Typography>
                )}
              </Stack>
            )}
          </QueryState>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending || !warehouses.data?.length}
          >
            {t('acceptance.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
