import { forgotPasswordContract } from '@wb/shared/auth/auth.contract';
import { forgotPasswordBodySchema } from '@wb/shared/auth/auth.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../../app/query/api-client';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { formError } from '../lib/describe';
import { validate, type FieldErrors } from '../lib/lean-form';

/** Asks for a reset link; the answer is the same whether or not the address is registered. */
export default function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: invalid } = validate(forgotPasswordBodySchema, { email });
    setErrors(invalid);
    if (!data) return;
    setBusy(true);
    setFormMessage(undefined);
    try {
      await apiRequest(forgotPasswordContract, { body: data });
      setSent(true);
    } catch (error) {
      setFormMessage(formError(error, t, i18n.language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="wb-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="forgot-title"
    >
      <h1 className="wb-h1" id="forgot-title">
        {t('forgot.title')}
      </h1>
      {sent ? (
        <FormAlert kind="success">{t('forgot.sent', { email })}</FormAlert>
      ) : (
        <>
          <p className="wb-muted">{t('forgot.hint')}</p>
          {formMessage && <FormAlert kind="error">{formMessage}</FormAlert>}
          <TextField
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            autoFocus
          />
          <button type="submit" className="wb-button wb-button--block" disabled={busy}>
            {t('forgot.submit')}
          </button>
        </>
      )}
      <div className="wb-links">
        <Link className="wb-link" to="/login">
          {t('forgot.back')}
        </Link>
      </div>
    </form>
  );
}
