import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  createWarehouseContract,
  deleteWarehouseContract,
  updateWarehouseContract,
  WAREHOUSE_TYPES,
  type Warehouse,
  type WarehouseType,
} from '@wb/shared/warehouse/warehouse.contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/query/api-client';
import { useCan } from '../../../app/session/can';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { useDeleteWarehouse, useSaveWarehouse, warehouseQueries } from '../api/warehouse-queries';

interface Draft {
  id?: string;
  name: string;
  address: string;
  type: WarehouseType;
  isDefault: boolean;
}

const EMPTY: Draft = { name: '', address: '', type: 'own', isDefault: false };

/** The company's warehouses: the list with units and value, add, edit, delete (unused ones). */
export default function WarehousesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('warehouse');
  const can = useCan();
  const format = useFormat();
  const query = useQuery(warehouseQueries.warehouses());
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveWarehouse(draft.id, (e) => setError(isApiError(e) ? e.message : String(e)));
  const remove = useDeleteWarehouse();
  const canSave = can(draft.id ? updateWarehouseContract : createWarehouseContract);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      {
        name: draft.name,
        address: draft.address || null,
        type: draft.type,
        isDefault: draft.isDefault,
      },
      { onSuccess: () => setDraft(EMPTY) },
    );
  };
  const edit = (w: Warehouse) =>
    setDraft({
      id: w.id,
      name: w.name,
      address: w.address ?? '',
      type: w.type,
      isDefault: w.isDefault,
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="warehouses-title">
      <DialogTitle id="warehouses-title">{t('warehouses.title')}</DialogTitle>
      <DialogContent>
        <QueryState query={query} isEmpty={(d) => d.length === 0} empty={t('warehouses.empty')}>
          {(warehouses) => (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {warehouses.map((w) => (
                <Stack component="li" key={w.id} direction="row" sx={{ alignItems: 'center' }}>
                  <Stack sx={{ flex: 1, minWidth: 0 }}>
                    <Typography>{`${w.name}${w.isDefault ? ` · ${t('warehouses.default')}` : ''}`}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('warehouses.summary', {
                        type: t(`types.${w.type}`),
                        units: format.integer(w.units),
                        value: format.money(w.value),
                      })}
                    </Typography>
                  </Stack>
                  {can(updateWarehouseContract) && (
                    <IconButton
                      aria-label={t('warehouses.edit', { name: w.name })}
                      onClick={() => edit(w)}
                    >
                      <EditOutlined />
                    </IconButton>
                  )}
                  {can(deleteWarehouseContract) && (
                    <IconButton
                      aria-label={t('warehouses.delete', { name: w.name })}
                      onClick={() => remove.mutate(w.id)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  )}
                </Stack>
              ))}
            </Stack>
          )}
        </QueryState>
        {canSave && (
          <Stack component="form" spacing={2} onSubmit={submit} sx={{ mt: 2 }} noValidate>
            <TextField
              label={t('warehouses.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              required
              size="small"
              error={Boolean(error)}
              helperText={error ?? ' '}
            />
            <TextField
              label={t('warehouses.address')}
              value={draft.address}
              onChange={(e) => setDraft({ ...draft, address: e.target.value })}
              size="small"
            />
            <TextField
              select
              label={t('warehouses.type')}
              value={draft.type}
              onChange={(e) => setDraft({ ...draft, type: e.target.value as WarehouseType })}
              size="small"
            >
              {WAREHOUSE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.isDefault}
                  onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })}
                />
              }
              label={t('warehouses.isDefault')}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {draft.id ? t('warehouses.update') : t('warehouses.add')}
              </Button>
              {draft.id && (
                <Button onClick={() => setDraft(EMPTY)}>{t('warehouses.cancelEdit')}</Button>
              )}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
