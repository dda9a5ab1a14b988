import Box from '@mui/material/Box';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useQuery } from '@tanstack/react-query';
import { mskDate } from '@wb/shared/dates/msk';
import {
  TRANSACTION_KINDS,
  transactionInputSchema,
  type Transaction,
  type TransactionInput,
} from '@wb/shared/finances/finances.schemas';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { financeQueries, useSaveFinance } from '../api/finances-queries';
import { FormSelect } from './form-select';
import { categoryTree } from './options';

const FIELDS = [
  'date',
  'kind',
  'amount',
  'currency',
  'accountId',
  'targetAccountId',
  'categoryId',
  'counterpartyId',
  'purpose',
  'comment',
] as const;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * Adds or edits an income, expense or transfer. A WB payout keeps what the report decides
 * (the server refuses a change of its amount, date, account or kind).
 */
export function TransactionDialog({
  transaction,
  accountId,
  onClose,
}: {
  transaction?: Transaction;
  /** The account a new transaction starts on (a statement's). */
  accountId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('finances');
  const options = useQuery(financeQueries.options());
  const accounts = (options.data?.accounts ?? []).filter(
    (a) => !a.archived || a.id === transaction?.accountId,
  );
  const form = useZodForm(
    transactionInputSchema as unknown as StandardSchemaV1<TransactionInput, TransactionInput>,
    {
      defaultValues: {
        date: transaction?.date ?? mskDate(),
        kind: transaction?.kind ?? 'expense',
        amount: transaction?.amount ?? '',
        currency: transaction?.currency,
        accountId: transaction?.accountId ?? accountId ?? '',
        targetAccountId: transaction?.targetAccountId ?? null,
        categoryId: transaction?.categoryId ?? null,
        counterpartyId: transaction?.counterpartyId ?? null,
        organizationId: transaction?.organizationId ?? null,
        purpose: transaction?.purpose ?? null,
        comment: transaction?.comment ?? null,
      },
    },
  );
  const kind = useWatch({ control: form.control, name: 'kind' });
  // Only a transfer has an account it credits: another kind drops the one chosen before.
  useEffect(() => {
    if (kind !== 'transfer' && form.getValues('targetAccountId'))
      form.setValue('targetAccountId', null);
  }, [kind, form]);
  // A new transaction starts on the first open account once the accounts arrive.
  const firstAccount = accounts[0]?.id;
  useEffect(() => {
    if (firstAccount && !form.getValues('accountId')) form.setValue('accountId', firstAccount);
  }, [firstAccount, form]);
  const save = useSaveFinance<TransactionInput>('transactions', transaction?.id, {
    onSaved: onClose,
    onError: (error) =>
      handleFormError(
        error,
        form.setError,
        FIELDS,
        t(transaction ? 'save.updateFailed' : 'save.createFailed'),
      ),
  });
  const payout = transaction?.source === 'wb_payout';
  const accountOptions = accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }));
  return (
    <FormDialog
      title={transaction ? t('transactions.edit') : t('transactions.add')}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      submitText={transaction ? t('common:actions.save') : t('dialog.create')}
      submitDisabled={save.isPending || options.isPending}
      maxWidth="md"
      fullScreenOnPhone
    >
      <Box sx={grid}>
        <FormTextField
          control={form.control}
          name="date"
          type="date"
          label={t('fields.date')}
          disabled={payout}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormSelect
          control={form.control}
          name="kind"
          label={t('fields.kind')}
          disabled={payout}
          options={TRANSACTION_KINDS.map((v) => ({ value: v, label: t(`kinds.${v}`) }))}
        />
        <FormTextField
          control={form.control}
          name="amount"
          label={t('fields.amount')}
          disabled={payout}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormOptionalTextField
          control={form.control}
          name="currency"
          emptyValue={undefined}
          label={t('fields.currency')}
          helperText={t('hints.currency')}
          disabled={payout}
          slotProps={{ htmlInput: { maxLength: 3 } }}
        />
        <FormSelect
          control={form.control}
          name="accountId"
          label={t(kind === 'transfer' ? 'fields.fromAccount' : 'fields.account')}
          disabled={payout}
          required
          options={accountOptions}
        />
        {kind === 'transfer' ? (
          <FormSelect
            control={form.control}
            name="targetAccountId"
            label={t('fields.targetAccount')}
            required
            options={accountOptions}
          />
        ) : (
          <FormSelect
            control={form.control}
            name="categoryId"
            label={t('fields.category')}
            emptyLabel={t('fields.noCategory')}
            options={categoryTree(options.data?.categories ?? [], kind)}
          />
        )}
        <FormSelect
          control={form.control}
          name="counterpartyId"
          label={t('fields.counterparty')}
          emptyLabel={t('fields.noCounterparty')}
          options={(options.data?.counterparties ?? []).map((c) => ({
            value: c.id,
            label: c.inn ? `${c.name} · ${c.inn}` : c.name,
          }))}
        />
        <FormOptionalTextField
          control={form.control}
          name="purpose"
          emptyValue={null}
          label={t('fields.purpose')}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormOptionalTextField
            control={form.control}
            name="comment"
            emptyValue={null}
            label={t('fields.comment')}
            multiline
            fullWidth
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
