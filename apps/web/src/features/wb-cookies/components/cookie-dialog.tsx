import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import type { WbCookieRow } from '@wb/shared/connections/wb-cookies.contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalNotice } from '../../../components/connections/portal-notice';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveWbCookie } from '../api/wb-cookies-queries';
import { COOKIE_FIELDS, cookieFormSchema, toInstant, toLocalInput } from '../lib/cookie-form';

/**
 * Stores (or replaces) a cabinet's seller-portal cookie. The stored value is never shown again,
 * so replacing means pasting the whole header anew.
 */
export function CookieDialog({ row, onClose }: { row: WbCookieRow; onClose: () => void }) {
  const { t, i18n } = useTranslation('wbcookies');
  const schema = useMemo(() => {
    const base = cookieFormSchema({
      expiresAt: t('messages.expiresAt'),
      future: t('messages.future'),
    });
    return withFieldMessages(
      base,
      i18n.language.startsWith('ru') ? {} : { cookie: t('messages.cookie') },
    );
  }, [t, i18n.language]);
  const form = useZodForm(schema, {
    defaultValues: {
      cookie: '',
      expiresAt: row.expiresAt ? toLocalInput(row.expiresAt) : '',
    },
  });
  const account = { id: row.accountId, name: row.accountName };
  const save = useSaveWbCookie(account, {
    onSaved: onClose,
    onError: (error) => handleFormError(error, form.setError, COOKIE_FIELDS, t('save.failed')),
  });
  return (
    <FormDialog
      title={t(row.cookieId ? 'dialog.replaceTitle' : 'dialog.createTitle', {
        name: row.accountName,
      })}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ cookie, expiresAt }) =>
        save.mutate({ cookie, expiresAt: toInstant(expiresAt) }),
      )}
      submitText={t('common:actions.save')}
      submitDisabled={save.isPending}
      dividers
    >
      <Stack spacing={2}>
        <PortalNotice />
        <DialogContentText variant="body2">{t('dialog.howTo')}</DialogContentText>
        <FormTextField
          control={form.control}
          name="cookie"
          type="password"
          required
          autoFocus
          label={t('dialog.cookie')}
          helperText={t('dialog.cookieHint')}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 16384 } }}
        />
        <FormTextField
          control={form.control}
          name="expiresAt"
          type="datetime-local"
          required
          label={t('dialog.expiresAt')}
          helperText={t('dialog.expiresAtHint')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: '1900-01-01T00:00', max: '2099-12-31T23:59' },
          }}
        />
      </Stack>
    </FormDialog>
  );
}
