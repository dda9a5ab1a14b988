import { totpLoginContract } from '@wb/shared/auth/auth.contract';
import { recoveryCodeSchema, totpCodeSchema } from '@wb/shared/auth/auth.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../app/query/api-client';
import { formError } from '../lib/describe';
import { validate } from '../lib/lean-form';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

/** Second sign-in step: a code from the authenticator app, or a one-time recovery code. */
export function TotpStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { errors } = validate(useRecovery ? recoveryCodeSchema : totpCodeSchema, value);
    setFieldError(
      errors._ ? t(useRecovery ? 'totp.recoveryInvalid' : 'totp.codeInvalid') : undefined,
    );
    if (errors._) return;
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest(totpLoginContract, {
        body: { challenge, ...(useRecovery ? { recoveryCode: value } : { code: value.trim() }) },
      });
      onSignedIn();
    } catch (e) {
      setError(formError(e, t, i18n.language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="wb-form" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="wb-h1">{t('totp.title')}</h1>
      <p className="wb-muted">{useRecovery ? t('totp.recoveryHint') : t('totp.hint')}</p>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <TextField
        key={useRecovery ? 'recovery' : 'code'}
        label={useRecovery ? t('totp.recoveryLabel') : t('totp.codeLabel')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fieldError}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoFocus
        name="code"
      />
      <button type="submit" className="wb-button wb-button--block" disabled={busy}>
        {t('totp.submit')}
      </button>
      <button
        type="button"
        className="wb-link-button"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setValue('');
          setFieldError(undefined);
        }}
      >
        {useRecovery ? t('totp.useApp') : t('totp.useRecovery')}
      </button>
    </form>
  );
}
