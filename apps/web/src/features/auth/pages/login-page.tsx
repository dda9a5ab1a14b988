import { loginContract, resendVerificationContract } from '@wb/shared/auth/auth.contract';
import { loginBodySchema } from '@wb/shared/auth/auth.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiRequest, isApiError } from '../../../app/query/api-client';
import { FormAlert } from '../components/form-alert';
import { LinkTokenNotice } from '../components/link-token-notice';
import { TextField } from '../components/text-field';
import { TotpStep } from '../components/totp-step';
import { formError } from '../lib/describe';
import { safeReturnTo, serverFieldErrors, validate, type FieldErrors } from '../lib/lean-form';
import { useAuthConfig } from '../lib/use-auth-config';

/** Sign-in: e-mail and password, then a second factor when the user has one. */
export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const config = useAuthConfig();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [unverified, setUnverified] = useState(false);
  const [resent, setResent] = useState(false);
  const [challenge, setChallenge] = useState<string>();
  const [busy, setBusy] = useState(false);
  const returnTo = safeReturnTo(params.get('returnTo'));
  const done = () => void navigate(returnTo, { replace: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: invalid } = validate(loginBodySchema, values);
    setErrors(invalid);
    if (!data) return;
    setBusy(true);
    setFormMessage(undefined);
    setUnverified(false);
    try {
      const result = await apiRequest(loginContract, { body: data });
      if (result.status === 'totp_required') setChallenge(result.challenge);
      else done();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setUnverified(isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED');
      setFormMessage(formError(error, t, i18n.language));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    await apiRequest(resendVerificationContract, { body: { email: values.email } }).catch(
      () => undefined,
    );
    setResent(true);
  }

  if (challenge) return <TotpStep challenge={challenge} onSignedIn={done} />;
  const verifyToken = params.get('verify');
  const emailChangeToken = params.get('emailChange');
  return (
    <form
      className="wb-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="login-title"
    >
      <h1 className="wb-h1" id="login-title">
        {t('login.title')}
      </h1>
      {verifyToken && <LinkTokenNotice kind="verify" token={verifyToken} />}
      {emailChangeToken && <LinkTokenNotice kind="emailChange" token={emailChangeToken} />}
      {returnTo !== '/' && !formMessage && (
        <FormAlert kind="info">{t('login.sessionNeeded')}</FormAlert>
      )}
      {formMessage && <FormAlert kind="error">{formMessage}</FormAlert>}
      {unverified && (
        <button
          type="button"
          className="wb-link-button"
          onClick={() => void resend()}
          disabled={resent}
        >
          {resent ? t('login.resent') : t('login.resend')}
        </button>
      )}
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        error={errors.email}
        autoFocus
      />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        error={errors.password}
      />
      <button type="submit" className="wb-button wb-button--block" disabled={busy}>
        {t('login.submit')}
      </button>
      <div className="wb-links">
        <Link className="wb-link" to="/forgot-password">
          {t('login.forgot')}
        </Link>
        {config?.registrationOpen !== false && (
          <Link className="wb-link" to="/registration">
            {t('login.register')}
          </Link>
        )}
      </div>
    </form>
  );
}
