import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  createTagSchema,
  TAG_LIMITS,
  tagNameLimit,
  type CreateTagInput,
  type Tag,
  type TagAccount,
} from '@wb/shared/tags/tags.contract';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { handleFormError } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveTag } from '../api/tags-queries';
import { ColourPicker } from './colour-picker';

const FIELDS = ['name', 'color', 'accountId'] as const;
const OWN = 'own';

/**
 * Creates a tag (own, or on a WB account: created on WB first) or renames and recolours one.
 * Accounts whose tags cannot be changed are offered disabled, with the reason.
 */
export function TagDialog({
  tag,
  accounts,
  onClose,
}: {
  tag?: Tag;
  accounts: readonly TagAccount[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('tags');
  const schema = useMemo(
    () =>
      i18n.language.startsWith('ru')
        ? createTagSchema
        : withFieldMessages(createTagSchema, {
            name: t('messages.name'),
            color: t('messages.color'),
          }),
    [t, i18n.language],
  );
  const form = useZodForm<CreateTagInput>(schema, {
    defaultValues: {
      name: tag?.name ?? '',
      color: (tag?.color ?? undefined) as CreateTagInput['color'],
      accountId: tag?.accountId ?? null,
    },
  });
  const save = useSaveTag(tag, {
    onSaved: onClose,
    onError: (error) =>
      handleFormError(error, form.setError, FIELDS, t(tag ? 'saveFailed' : 'createFailed')),
  });
  const accountId = useWatch({ control: form.control, name: 'accountId' });
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const wb = Boolean(tag ? tag.accountId : accountId);
  const limit = tagNameLimit(wb);

  const submit = form.handleSubmit((values) => {
    if (wb && values.name.length > TAG_LIMITS.wbNameLength) {
      form.setError('name', {
        message: t('messages.wbName', { max: TAG_LIMITS.wbNameLength }),
      });
      return;
    }
    save.mutate(tag ? { name: values.name, color: values.color } : values);
  });

  return (
    <FormDialog
      title={tag ? t('dialog.editTitle', { name: tag.name }) : t('dialog.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitText={tag ? t('common:actions.save') : t('dialog.create')}
      submitDisabled={save.isPending}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {!tag && (
          <Controller
            name="accountId"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('fields.account')}
                value={field.value ?? OWN}
                onChange={(e) => field.onChange(e.target.value === OWN ? null : e.target.value)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (field.value
                    ? t('dialog.wbHint', { max: TAG_LIMITS.wbPerSeller })
                    : t('dialog.ownHint'))
                }
              >
                <MenuItem value={OWN}>{t('own')}</MenuItem>
                {accounts.map((a) => {
                  const full = a.tagCount >= TAG_LIMITS.wbPerSeller;
                  return (
                    <MenuItem key={a.id} value={a.id} disabled={Boolean(a.readOnly) || full}>
                      <ListItemText
                        primary={t('wbOf', { name: a.name })}
                        secondary={
                          a.readOnly
                            ? t(`readOnly.${a.readOnly}`)
                            : t('dialog.count', {
                                used: a.tagCount,
                                max: TAG_LIMITS.wbPerSeller,
                              })
                        }
                      />
                    </MenuItem>
                  );
                })}
              </TextField>
            )}
          />
        )}
        <FormTextField
          name="name"
          control={form.control}
          autoFocus
          required
          label={t('fields.name')}
          helperText={t('dialog.length', { length: name.length, max: limit })}
          slotProps={{ htmlInput: { maxLength: limit } }}
        />
        <Controller
          name="color"
          control={form.control}
          render={({ field, fieldState }) => (
            <ColourPicker
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
