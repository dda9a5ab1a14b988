import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { mskDate } from '@wb/shared/dates/msk';
import { OPERATION_KINDS, type OperationKind } from '@wb/shared/warehouse/warehouse.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notifications';
import { isApiError } from '../../../app/query/api-client';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { QueryState } from '../../../components/feedback/query-state';
import { SectionCard } from '../../../components/layout/section-card';
import { useCreateOperation, warehouseQueries } from '../api/warehouse-queries';
import type { DraftLine } from '../components/lines-editor';

// The lines editor (search, scanner, file) is its own chunk: the page stays within its budget.
const LinesEditor = lazy(() =>
  import('../components/lines-editor').then((m) => ({ default: m.LinesEditor })),
);

/** Kinds whose lines bring units in at a cost (a count's surplus too). */
const WITH_COST: readonly OperationKind[] = ['receipt', 'return', 'inventory'];

/** /warehouse/operations/create: kind, warehouse(s), lines (picked, scanned or imported); save or post. */
export default function OperationCreatePage() {
  const { t } = useTranslation('warehouse');
  const navigate = useNavigate();
  const warehouses = useQuery(warehouseQueries.warehouses());
  const [kind, setKind] = useState<OperationKind>('receipt');
  const [date, setDate] = useState(mskDate());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateOperation((e) => setError(isApiError(e) ? e.message : String(e)));

  const submit = (post: boolean) => {
    setError(null);
    const warehouseId =
      from || warehouses.data?.find((w) => w.isDefault)?.id || warehouses.data?.[0]?.id || '';
    create.mutate(
      {
        post,
        body: {
          kind,
          date,
          warehouseId,
          toWarehouseId: kind === 'move' ? to || null : null,
          reason: kind === 'writeOff' ? reason : null,
          comment: comment || null,
          lines: lines.map((l) => ({
            accountId: l.item.accountId,
            nmId: l.item.nmId,
            chrtId: l.item.chrtId,
            quantity: l.quantity,
            unitCost: WITH_COST.includes(kind) && l.unitCost.trim() ? l.unitCost.trim() : null,
          })),
        },
      },
      {
        onSuccess: ({ id, refused }) => {
          if (refused)
            void notify(t('create.savedNotPosted', { reason: refused }), { variant: 'warning' });
          void navigate(`/warehouse/operations/${id}`);
        },
      },
    );
  };

  return (
    <QueryState query={warehouses} isEmpty={(d) => d.length === 0} empty={t('create.noWarehouses')}>
      {(list) => (
        <Stack spacing={2} sx={{ maxWidth: 1100 }}>
          <SectionCard title={t('create.header')}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ flexWrap: 'wrap' }}
              useFlexGap
            >
              <TextField
                select
                size="small"
                label={t('create.kind')}
                value={kind}
                onChange={(e) => setKind(e.target.value as OperationKind)}
                sx={{ minWidth: 200 }}
              >
                {OPERATION_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(`kinds.${k}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                type="date"
                label={t('create.date')}
                value={date}
                onChange={(e) => setDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                size="small"
                label={kind === 'move' ? t('create.from') : t('create.warehouse')}
                value={from || list.find((w) => w.isDefault)?.id || list[0]!.id}
                onChange={(e) => setFrom(e.target.value)}
                sx={{ minWidth: 220 }}
              >
                {list.map((w) => (
                  <MenuItem key={w.id} value={w.id}>
                    {w.name}
                  </MenuItem>
                ))}
              </TextField>
              {kind === 'move' && (
                <TextField
                  select
                  size="small"
                  label={t('create.to')}
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  sx={{ minWidth: 220 }}
                >
                  {list.map((w) => (
                    <MenuItem key={w.id} value={w.id}>
                      {w.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {kind === 'writeOff' && (
                <TextField
                  size="small"
                  required
                  label={t('create.reason')}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  sx={{ minWidth: 240 }}
                />
              )}
              <TextField
                size="small"
                label={t('create.comment')}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                sx={{ flex: 1, minWidth: 200 }}
              />
            </Stack>
            {kind === 'inventory' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('create.inventoryHint')}
              </Typography>
            )}
          </SectionCard>
          <SectionCard title={t('operation.lines')}>
            <Suspense fallback={<PageSpinner />}>
              <LinesEditor lines={lines} onChange={setLines} withCost={WITH_COST.includes(kind)} />
            </Suspense>
          </SectionCard>
          {error && (
            <Typography color="error" role="alert">
              {error}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={create.isPending} onClick={() => submit(true)}>
              {t('create.post')}
            </Button>
            <Button variant="outlined" disabled={create.isPending} onClick={() => submit(false)}>
              {t('create.saveDraft')}
            </Button>
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
