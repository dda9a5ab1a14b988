import { invitationInfoContract, registerContract } from '@wb/shared/auth/auth.contract';
import { registerBodySchema } from '@wb/shared/auth/auth.schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../../app/query/api-client';
import { FormAlert } from '../components/form-alert';
import { TextField } from '../components/text-field';
import { formError } from '../lib/describe';
import { serverFieldErrors, validate, type FieldErrors } from '../lib/lean-form';
import { useAuthConfig } from '../lib/use-auth-config';

type Invitation = {
  companyName: string;
  email: string;
  roleName: string;
  invitedBy: string | null;
  accountExists: boolean;
};

/**
 * Registration: the user and their first company (they become Владелец), or joining the company
 * of an invitation link (`?invite=`). Ends with "check your e-mail".
 */
export default function RegistrationPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const inviteToken = params.get('invite');
  const config = useAuthConfig();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [inviteError, setInviteError] = useState<string>();
  const [values, setValues] = useState({ email: '', password: '', fullName: '', companyName: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!inviteToken) return;
    apiRequest(invitationInfoContract, { params: { token: inviteToken } }).then(
      (info) => {
        setInvitation(info);
        setValues((v) => ({ ...v, email: info.email }));
      },
      (error: unknown) => setInviteError(formError(error, t, i18n.language)),
    );
  }, [inviteToken, t, i18n.language]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      email: values.email,
      password: values.password,
      fullName: values.fullName,
      language: i18n.language,
      ...(invitation && inviteToken
        ? { invitationToken: inviteToken }
        : { companyName: values.companyName }),
    };
    const { data, errors: invalid } = validate(registerBodySchema, body);
    setErrors(invalid);
    if (!data) return;
    setBusy(true);
    setFormMessage(undefined);
    try {
      await apiRequest(registerContract, { body: data });
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
        <h1 className="wb-h1">
          {invitation ? t('registration.joinedTitle') : t('registration.doneTitle')}
        </h1>
        <FormAlert kind="success">
          {invitation
            ? t('registration.joined', { company: invitation.companyName })
            : t('registration.checkEmail', { email: values.email })}
        </FormAlert>
        <Link className="wb-button wb-button--block" to="/login">
          {t('registration.toLogin')}
        </Link>
      </div>
    );
  }
  if (inviteError) return <FormAlert kind="error">{inviteError}</FormAlert>;
  if (invitation?.accountExists) {
    return (
      <div className="wb-form">
        <h1 className="wb-h1">
          {t('registration.inviteTitle', { company: invitation.companyName })}
        </h1>
        <p>{t('registration.inviteExisting', { email: invitation.email })}</p>
        <Link
          className="wb-button wb-button--block"
          to={`/login?returnTo=${encodeURIComponent(`/?invite=${inviteToken}`)}`}
        >
          {t('registration.inviteSignIn')}
        </Link>
      </div>
    );
  }
  const closed = config && !config.registrationOpen && !invitation;
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [field]: e.target.value });
  return (
    <form
      className="wb-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="reg-title"
    >
      <h1 className="wb-h1" id="reg-title">
        {invitation
          ? t('registration.inviteTitle', { company: invitation.companyName })
          : t('registration.title')}
      </h1>
      {invitation && (
        <FormAlert kind="info">
          {t('registration.inviteInfo', {
            role: invitation.roleName,
            inviter: invitation.invitedBy ?? '—',
          })}
        </FormAlert>
      )}
      {closed && <FormAlert kind="info">{t('registration.closed')}</FormAlert>}
      {formMessage && <FormAlert kind="error">{formMessage}</FormAlert>}
      <TextField
        label={t('fields.fullName')}
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={set('fullName')}
        error={errors.fullName}
        autoFocus
      />
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        readOnly={Boolean(invitation)}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('fields.passwordHint')}
      />
      {!invitation && (
        <TextField
          label={t('fields.companyName')}
          name="companyName"
          autoComplete="organization"
          value={values.companyName}
          onChange={set('companyName')}
          error={errors.companyName}
        />
      )}
      <button
        type="submit"
        className="wb-button wb-button--block"
        disabled={busy || Boolean(closed)}
      >
        {invitation ? t('registration.join') : t('registration.submit')}
      </button>
      <div className="wb-links">
        <Link className="wb-link" to="/login">
          {t('registration.haveAccount')}
        </Link>
      </div>
    </form>
  );
}
