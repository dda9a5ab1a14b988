import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { mskDate } from '@wb/shared/dates/msk';
import {
  transportationInputSchema,
  type TransportationInput,
} from '@wb/shared/transportations/transportations.contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { transportationQueries, useCreateTransportation } from '../api/transportations-queries';

const FIELDS = [
  'accountId',
  'warehouseId',
  'wbWarehouse',
  'plannedDate',
  'carrier',
  'cost',
  'comment',
] as const;
const decimalComma = (typed: string) => typed.replace(',', '.');

/** A new planned transportation: cabinet, own warehouse, WB warehouse, date; items on its page. */
export default function TransportationCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transportations');
  const navigate = useNavigate();
  const warehouses = useQuery(transportationQueries.warehouses());
  const accounts = useQuery(transportationQueries.accounts());
  const form = useZodForm<TransportationInput>(transportationInputSchema, {
    defaultValues: {
      accountId: '',
      warehouseId: '',
      wbWarehouse: '',
      plannedDate: mskDate(),
      carrier: null,
      cost: null,
      comment: null,
      items: [],
      pallets: [],
    },
  });
  const create = useCreateTransportation((e) =>
    handleFormError(e, form.setError, FIELDS, t('create.failed')),
  );
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => void navigate(`/transportations/${created.id}`),
    }),
  );
  const { control } = form;
  const ready = Boolean(warehouses.data?.length && accounts.data?.length);
  return (
    <FormDialog
      title={t('create.title')}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('create.submit')}
      submitDisabled={create.isPending || !ready}
      fullScreenOnPhone
    >
      <QueryState
        query={warehouses}
        isEmpty={(d) => d.length === 0}
        empty={t('create.noWarehouses')}
      >
        {(list) => (
          <QueryState
            query={accounts}
            isEmpty={(d) => d.length === 0}
            empty={t('create.noAccounts')}
          >
            {(cabinets) => (
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField
                  control={control}
                  name="accountId"
                  select
                  label={t('fields.account')}
                  required
                >
                  {cabinets.map((a) => (
                    <MenuItem key={a.id} value={a.id}>
                      {a.name}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={control}
                  name="warehouseId"
                  select
                  label={t('fields.warehouse')}
                  required
                >
                  {list.map((w) => (
                    <MenuItem key={w.id} value={w.id}>
                      {w.name}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={control}
                  name="wbWarehouse"
                  label={t('fields.wbWarehouse')}
                  required
                />
                <FormTextField
                  control={control}
                  name="plannedDate"
                  type="date"
                  label={t('fields.plannedDate')}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormOptionalTextField
                  control={control}
                  name="carrier"
                  emptyValue={null}
                  label={t('fields.carrier')}
                />
                <FormOptionalTextField
                  control={control}
                  name="cost"
                  emptyValue={null}
                  normalize={decimalComma}
                  label={t('fields.cost')}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                <FormOptionalTextField
                  control={control}
                  name="comment"
                  emptyValue={null}
                  label={t('fields.comment')}
                  multiline
                />
              </Stack>
            )}
          </QueryState>
        )}
      </QueryState>
    </FormDialog>
  );
}
