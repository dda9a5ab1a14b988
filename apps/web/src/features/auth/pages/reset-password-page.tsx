import { resetPasswordContract } from '@wb/shared/auth/auth.contract';
import { resetPasswordBodySchema } from '@wb/shared/auth/auth.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiRequest } from '../../../app/query/api-client';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { formError } from '../lib/describe';
import { serverFieldErrors, validate, type FieldErrors } from '../lib/lean-form';

/** A new password from the reset link; every session of the account ends. */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const { token = '' } = useParams();
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: invalid } = validate(resetPasswordBodySchema, {
      token,
      password: values.password,
    });
    if (!invalid.password && values.password !== values.repeat)
      invalid.repeat = t('reset.mismatch');
    setErrors(invalid);
    if (invalid.token) setFormMessage(t('reset.badLink'));
    if (!data || invalid.repeat) return;
    setBusy(true);
    setFormMessage(undefined);
    try {
      await apiRequest(resetPasswordContract, { body: data });
      setDone(true);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFormMessage(formError(error, t, i18n.language));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="wb-form">
        <h1 className="wb-h1">{t('reset.title')}</h1>
        <FormAlert kind="success">{t('reset.done')}</FormAlert>
        <Link className="wb-button wb-button--block" to="/login">
          {t('reset.toLogin')}
        </Link>
      </div>
    );
  }
  return (
    <form
      className="wb-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="reset-title"
    >
      <h1 className="wb-h1" id="reset-title">
        {t('reset.title')}
      </h1>
      {formMessage && <FormAlert kind="error">{formMessage}</FormAlert>}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={errors.password}
        hint={t('fields.passwordHint')}
        autoFocus
      />
      <TextField
        label={t('fields.repeatPassword')}
        type="password"
        name="repeat"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(e) => setValues({ ...values, repeat: e.target.value })}
        error={errors.repeat}
      />
      <button type="submit" className="wb-button wb-button--block" disabled={busy}>
        {t('reset.submit')}
      </button>
    </form>
  );
}
