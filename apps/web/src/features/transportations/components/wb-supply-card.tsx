import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkAcceptanceContract,
  createSupplyDraftContract,
  linkSupplyContract,
  type Transportation,
} from '@wb/shared/transportations/transportations.contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/query/api-client';
import { useCan } from '../../../app/session/can';
import { FactList } from '../../../components/layout/fact-list';
import { SectionCard } from '../../../components/layout/section-card';
import { useFormat } from '../../../components/format/use-format';
import { useLinkSupply, useWbAction } from '../api/transportations-queries';

const message = (e: unknown) => (isApiError(e) ? e.message : e instanceof Error ? e.message : null);

/** WB's side: link the supply by its number, make a supply draft, record WB's acceptance. */
export default function WbSupplyCard({ tr }: { tr: Transportation }) {
  const { t } = useTranslation('transportations');
  const format = useFormat();
  const can = useCan();
  const { supply } = tr;
  const [supplyId, setSupplyId] = useState(supply.supplyId ?? supply.preorderId ?? '');
  const [isPreorder, setIsPreorder] = useState(!supply.supplyId && Boolean(supply.preorderId));
  const [linkError, setLinkError] = useState<string | null>(null);
  const link = useLinkSupply(tr.id, (e) => setLinkError(message(e)));
  const wb = useWbAction(tr.id);
  const open = tr.status !== 'accepted' && tr.status !== 'cancelled';
  const linked = Boolean(supply.supplyId || supply.preorderId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLinkError(null);
    link.mutate({ supplyId: supplyId.trim(), isPreorder });
  };
  const facts: [string, ReactNode][] = [
    [t('wb.supply'), supply.supplyId ?? t('wb.none')],
    [t('wb.preorder'), supply.preorderId ?? t('wb.none')],
    [t('wb.draft'), supply.draftId ?? t('wb.none')],
  ];
  if (linked)
    facts.push([
      t('wb.synced'),
      supply.synced
        ? t('wb.syncedState', {
            status: supply.synced.statusId ?? '—',
            warehouse: supply.synced.warehouseName ?? '—',
            quantity: supply.synced.quantity ?? '—',
            accepted: supply.synced.acceptedQuantity ?? '—',
          })
        : t('wb.notSynced'),
    ]);
  if (supply.synced?.factDate)
    facts.push([t('wb.factDate'), format.dateTime(supply.synced.factDate)]);

  return (
    <SectionCard title={t('wb.title')} description={t('wb.hint')}>
      <Stack spacing={2}>
        <FactList facts={facts} />
        {open && can(linkSupplyContract) && (
          <Stack
            component="form"
            onSubmit={submit}
            noValidate
            aria-label={t('wb.linkForm')}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              label={t('wb.number')}
              value={supplyId}
              onChange={(e) => setSupplyId(e.target.value)}
              error={Boolean(linkError)}
              helperText={linkError ?? undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <FormControlLabel
              control={
                <Checkbox checked={isPreorder} onChange={(e) => setIsPreorder(e.target.checked)} />
              }
              label={t('wb.isPreorder')}
            />
            <Button type="submit" variant="outlined" disabled={link.isPending || !supplyId.trim()}>
              {t('wb.link')}
            </Button>
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {!supply.draftId && open && can(createSupplyDraftContract) && (
            <Button
              variant="outlined"
              disabled={wb.isPending || tr.items.length === 0}
              onClick={() => wb.mutate('draft')}
            >
              {t('wb.createDraft')}
            </Button>
          )}
          {linked &&
            (tr.status === 'shipped' || tr.status === 'delivered') &&
            can(checkAcceptanceContract) && (
              <Button
                variant="contained"
                disabled={wb.isPending}
                onClick={() => wb.mutate('acceptance')}
              >
                {t('wb.checkAcceptance')}
              </Button>
            )}
        </Stack>
        {wb.error && (
          <Typography color="error" role="alert">
            {message(wb.error)}
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
