import Box from '@mui/material/Box';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useQuery } from '@tanstack/react-query';
import {
  categoryInputSchema,
  counterpartyInputSchema,
  FINANCE_ACCOUNT_TYPES,
  financeAccountInputSchema,
  RULE_MATCHES,
  ruleInputSchema,
  type CategoryInput,
  type CounterpartyInput,
  type FinanceAccount,
  type FinanceAccountInput,
  type FinanceCategory,
  type Counterparty,
  type FinanceRule,
  type RuleInput,
} from '@wb/shared/finances/finances.schemas';
import { PNL_LINES } from '@wb/shared/finances/pnl-lines';
import { mskDate } from '@wb/shared/dates/msk';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { FormOptionalTextField } from '../../../components/form/form-optional-text-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { financeQueries, useSaveFinance, type FinanceNoun } from '../api/finances-queries';
import { FormSelect } from './form-select';
import { categoryTree } from './options';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The shared input schema as the form's (defaults are filled in by the form's values). */
const asForm = <T,>(schema: unknown) => schema as StandardSchemaV1<T, T>;

/** One settings form: a dialog that saves through the noun's create or update contract. */
function SettingsDialog<T extends FieldValues>({
  noun,
  id,
  form,
  fields,
  title,
  onClose,
  children,
}: {
  noun: FinanceNoun;
  id: string | undefined;
  form: UseFormReturn<T>;
  fields: readonly string[];
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('finances');
  const save = useSaveFinance<T>(noun, id, {
    onSaved: onClose,
    onError: (error) =>
      handleFormError(
        error,
        form.setError,
        fields,
        t(id ? 'save.updateFailed' : 'save.createFailed'),
      ),
  });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      submitText={id ? t('common:actions.save') : t('dialog.create')}
      submitDisabled={save.isPending}
      fullScreenOnPhone
    >
      <Box sx={grid}>{children}</Box>
    </FormDialog>
  );
}

export function AccountDialog({
  account,
  onClose,
}: {
  account?: FinanceAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation('finances');
  const form = useZodForm(asForm<FinanceAccountInput>(financeAccountInputSchema), {
    defaultValues: {
      name: account?.name ?? '',
      type: account?.type ?? 'bank',
      currency: account?.currency ?? 'RUB',
      openingBalance: account?.openingBalance ?? '0',
      openingDate: account?.openingDate ?? mskDate(),
      organizationId: account?.organizationId ?? null,
      archived: account?.archived ?? false,
    },
  });
  const types = FINANCE_ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`accountTypes.${v}`) }));
  return (
    <SettingsDialog
      noun="accounts"
      id={account?.id}
      form={form}
      fields={['name', 'type', 'currency', 'openingBalance', 'openingDate', 'archived']}
      title={account ? t('accounts.edit', { name: account.name }) : t('accounts.add')}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label={t('fields.name')} required />
      <FormSelect control={form.control} name="type" label={t('fields.type')} options={types} />
      <FormTextField control={form.control} name="currency" label={t('fields.currency')} />
      <FormTextField
        control={form.control}
        name="openingBalance"
        label={t('fields.openingBalance')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        control={form.control}
        name="openingDate"
        type="date"
        label={t('fields.openingDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormSwitch control={form.control} name="archived" label={t('fields.archived')} />
    </SettingsDialog>
  );
}

export function CategoryDialog({
  category,
  onClose,
}: {
  category?: FinanceCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation('finances');
  const options = useQuery(financeQueries.options());
  const form = useZodForm(asForm<CategoryInput>(categoryInputSchema), {
    defaultValues: {
      name: category?.name ?? '',
      kind: category?.kind ?? 'expense',
      parentId: category?.parentId ?? null,
      pnlLine: category?.pnlLine ?? 'otherExpenses',
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const parents = categoryTree(options.data?.categories ?? [], kind).filter(
    (o) => o.value !== category?.id,
  );
  return (
    <SettingsDialog
      noun="categories"
      id={category?.id}
      form={form}
      fields={['name', 'kind', 'parentId', 'pnlLine']}
      title={category ? t('categories.edit', { name: category.name }) : t('categories.add')}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label={t('fields.name')} required />
      <FormSelect
        control={form.control}
        name="kind"
        label={t('fields.kind')}
        options={(['income', 'expense'] as const).map((v) => ({
          value: v,
          label: t(`categoryKinds.${v}`),
        }))}
      />
      <FormSelect
        control={form.control}
        name="parentId"
        label={t('fields.parent')}
        options={parents}
        emptyLabel={t('fields.noParent')}
      />
      <FormSelect
        control={form.control}
        name="pnlLine"
        label={t('fields.pnlLine')}
        options={PNL_LINES.map((v) => ({ value: v, label: t(`pnlLines.${v}`) }))}
      />
    </SettingsDialog>
  );
}

export function CounterpartyDialog({
  counterparty,
  onClose,
}: {
  counterparty?: Counterparty;
  onClose: () => void;
}) {
  const { t } = useTranslation('finances');
  const form = useZodForm(asForm<CounterpartyInput>(counterpartyInputSchema), {
    defaultValues: {
      name: counterparty?.name ?? '',
      inn: counterparty?.inn ?? null,
      comment: counterparty?.comment ?? null,
    },
  });
  return (
    <SettingsDialog
      noun="counterparties"
      id={counterparty?.id}
      form={form}
      fields={['name', 'inn', 'comment']}
      title={
        counterparty
          ? t('counterparties.edit', { name: counterparty.name })
          : t('counterparties.add')
      }
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label={t('fields.name')} required />
      <FormOptionalTextField
        control={form.control}
        name="inn"
        emptyValue={null}
        label={t('fields.inn')}
        helperText={t('hints.inn')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
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
    </SettingsDialog>
  );
}

export function RuleDialog({ rule, onClose }: { rule?: FinanceRule; onClose: () => void }) {
  const { t } = useTranslation('finances');
  const options = useQuery(financeQueries.options());
  const form = useZodForm(asForm<RuleInput>(ruleInputSchema), {
    defaultValues: {
      name: rule?.name ?? '',
      match: rule?.match ?? 'purpose',
      inn: rule?.inn ?? null,
      pattern: rule?.pattern ?? null,
      isRegex: rule?.isRegex ?? false,
      kind: rule?.kind ?? null,
      categoryId: rule?.categoryId ?? '',
      priority: rule?.priority ?? 100,
    },
  });
  const match = useWatch({ control: form.control, name: 'match' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <SettingsDialog
      noun="rules"
      id={rule?.id}
      form={form}
      fields={['name', 'match', 'inn', 'pattern', 'kind', 'categoryId', 'priority']}
      title={rule ? t('rules.edit', { name: rule.name }) : t('rules.add')}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label={t('fields.name')} required />
      <FormSelect
        control={form.control}
        name="match"
        label={t('fields.match')}
        options={RULE_MATCHES.map((v) => ({ value: v, label: t(`ruleMatches.${v}`) }))}
      />
      {match === 'counterparty' ? (
        <FormOptionalTextField
          control={form.control}
          name="inn"
          emptyValue={null}
          label={t('fields.inn')}
          helperText={t('hints.inn')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        />
      ) : (
        <>
          <FormOptionalTextField
            control={form.control}
            name="pattern"
            emptyValue={null}
            label={t('fields.pattern')}
            helperText={t('hints.pattern')}
          />
          <FormSwitch control={form.control} name="isRegex" label={t('fields.isRegex')} />
        </>
      )}
      <FormSelect
        control={form.control}
        name="kind"
        label={t('fields.kind')}
        emptyLabel={t('fields.anyKind')}
        options={(['income', 'expense'] as const).map((v) => ({
          value: v,
          label: t(`categoryKinds.${v}`),
        }))}
      />
      <FormSelect
        control={form.control}
        name="categoryId"
        label={t('fields.category')}
        required
        options={categoryTree(options.data?.categories ?? [], kind ?? undefined)}
      />
      <FormTextField
        control={form.control}
        name="priority"
        type="number"
        label={t('fields.priority')}
        helperText={t('hints.priority')}
      />
    </SettingsDialog>
  );
}
