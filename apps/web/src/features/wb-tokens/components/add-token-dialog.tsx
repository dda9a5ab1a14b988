import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createWbTokenContract } from '@wb/shared/connections/wb-tokens.contract';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/query/describe-error';
import { withFieldMessages } from '../../../components/form/field-messages';
import { FormDialog } from '../../../components/form/form-dialog';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../components/format/use-format';
import { useCreateWbToken, useDecodeWbToken } from '../api/wb-tokens-queries';
import {
  DECODE_DELAY_MS,
  looksLikeToken,
  maskToken,
  TOKEN_FIELDS,
  tokenFieldMessages,
} from '../lib/token-form';
import { TokenPreview } from './token-preview';

export interface AccountOption {
  id: string;
  name: string;
  sellerId: string | null;
}

/**
 * Adds a token to a cabinet: the pasted token is read first (nothing stored) and what it grants
 * is shown; saving verifies it with WB and stores it encrypted.
 */
export function AddTokenDialog({
  accounts,
  accountId,
  onClose,
}: {
  accounts: readonly AccountOption[];
  accountId?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['wbtokens', 'connections']);
  const format = useFormat();
  const schema = useMemo(
    () => withFieldMessages(createWbTokenContract.body, tokenFieldMessages(t, i18n.language)),
    [t, i18n.language],
  );
  const preselected = accounts.some((a) => a.id === accountId) ? accountId : undefined;
  const form = useZodForm(schema, {
    defaultValues: { accountId: preselected ?? accounts[0]?.id ?? '', name: '', token: '' },
  });
  const decode = useDecodeWbToken();
  const create = useCreateWbToken({
    onSaved: onClose,
    onError: (error) => handleFormError(error, form.setError, TOKEN_FIELDS, t('add.failed')),
  });
  const token = useWatch({ control: form.control, name: 'token' }).trim();
  const chosenId = useWatch({ control: form.control, name: 'accountId' });
  const chosen = accounts.find((a) => a.id === chosenId);

  // Read the token shortly after it is pasted or typed.
  const { mutate: decodeToken, reset: resetDecode } = decode;
  useEffect(() => {
    resetDecode();
    if (!looksLikeToken(token)) return;
    const timer = setTimeout(
      () =>
        decodeToken(token, {
          onSuccess: (decoded) => {
            if (form.getValues('name')) return;
            const type = t(`connections:tokenTypes.${decoded.type}`);
            form.setValue(
              'name',
              t('add.suggestedName', { type, date: format.localDate(decoded.expiresAt) }),
            );
          },
          onError: (error) =>
            form.setError('token', {
              type: 'server',
              message: describeError(error, i18n.t, i18n.language),
            }),
        }),
      DECODE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [token, decodeToken, resetDecode, form, t, i18n, format]);

  const preview = decode.isSuccess && decode.variables === token ? decode.data : undefined;

  return (
    <FormDialog
      title={t('add.title')}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => create.mutate(body))}
      submitText={create.isPending ? t('add.verifying') : t('add.save')}
      submitDisabled={!preview || create.isPending}
      fullScreenOnPhone
      dividers
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="accountId"
          select
          required
          label={t('add.account')}
          disabled={accounts.length === 0}
        >
          {accounts.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="token"
          type="password"
          required
          autoFocus
          label={t('add.token')}
          helperText={
            token ? t('add.tokenTyped', { masked: maskToken(token) }) : t('add.tokenHint')
          }
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 4096 } }}
        />
        {decode.isPending && (
          <Stack spacing={0.5} role="status">
            <Typography variant="body2" color="text.secondary">
              {t('add.reading')}
            </Typography>
            <LinearProgress />
          </Stack>
        )}
        {preview && <TokenPreview decoded={preview} accountSellerId={chosen?.sellerId} />}
        <FormTextField
          control={form.control}
          name="name"
          required
          label={t('add.name')}
          helperText={t('add.nameHint')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Stack>
    </FormDialog>
  );
}
