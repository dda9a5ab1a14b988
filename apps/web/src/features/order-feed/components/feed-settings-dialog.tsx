import Box from '@mui/material/Box';
import { orderDisplaySchema } from '@wb/shared/settings/user-settings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSettings } from '../../../app/session/use-save-settings';
import { useAppDispatch } from '../../../app/store/hooks';
import { setSettingsOptions, type OrderSettingsOptions } from '../../../app/store/order-slice';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';

/**
 * The order display settings of the feed (seed §3: countRow, fontSize, imgWidth, imgHeight),
 * checked by the same schema the server uses. Applying puts them into the `order` slice at
 * once (the feed changes) and saves them to the user's settings so they follow the user to
 * other browsers; if saving fails the shared mutation notifies and the feed keeps the new look
 * in this browser.
 */
export function FeedSettingsDialog({
  value,
  onClose,
}: {
  value: OrderSettingsOptions;
  onClose: () => void;
}) {
  const { t } = useTranslation('orderfeed');
  const dispatch = useAppDispatch();
  const save = useSaveSettings();
  const schema = useMemo(
    () =>
      withFieldMessages(orderDisplaySchema, {
        countRow: t('settings.countRowInvalid'),
        fontSize: t('settings.fontSizeInvalid'),
        imgWidth: t('settings.imgWidthInvalid'),
        imgHeight: t('settings.imgHeightInvalid'),
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: value });

  const submit = form.handleSubmit((next) => {
    dispatch(setSettingsOptions(next));
    save.mutate({ orderDisplay: next });
    onClose();
  });

  return (
    <FormDialog
      title={t('settings.title')}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('settings.save')}
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormNumberField
          control={form.control}
          name="countRow"
          label={t('settings.countRow')}
          helperText={t('settings.countRowHint')}
          autoFocus
          slotProps={{ htmlInput: { min: 1, max: 12 } }}
        />
        <FormNumberField
          control={form.control}
          name="fontSize"
          label={t('settings.fontSize')}
          slotProps={{ htmlInput: { min: 8, max: 32 } }}
        />
        <FormTextField
          control={form.control}
          name="imgWidth"
          label={t('settings.imgWidth')}
          helperText={t('settings.imgWidthHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={form.control}
          name="imgHeight"
          label={t('settings.imgHeight')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
    </FormDialog>
  );
}
