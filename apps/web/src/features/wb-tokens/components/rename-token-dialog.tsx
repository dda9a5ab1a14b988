import { renameWbTokenContract, type WbToken } from '@wb/shared/connections/wb-tokens.contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useRenameWbToken } from '../api/wb-tokens-queries';
import { tokenFieldMessages } from '../lib/token-form';

/** Renames a token (the only thing about a stored token that can change). */
export function RenameTokenDialog({ token, onClose }: { token: WbToken; onClose: () => void }) {
  const { t, i18n } = useTranslation('wbtokens');
  const schema = useMemo(
    () => withFieldMessages(renameWbTokenContract.body, tokenFieldMessages(t, i18n.language)),
    [t, i18n.language],
  );
  const form = useZodForm(schema, { defaultValues: { name: token.name } });
  const rename = useRenameWbToken(token, {
    onSaved: onClose,
    onError: (error) => handleFormError(error, form.setError, ['name'], t('rename.failed')),
  });
  return (
    <FormDialog
      title={t('rename.title', { name: token.name })}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ name }) =>
        name === token.name ? onClose() : rename.mutate(name),
      )}
      submitText={t('common:actions.save')}
      submitDisabled={rename.isPending}
      maxWidth="xs"
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('add.name')}
        required
        autoFocus
        fullWidth
        autoComplete="off"
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
