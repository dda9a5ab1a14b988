import { confirmEmailChangeContract, verifyEmailContract } from '@wb/shared/auth/auth.contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../app/query/api-client';
import { formError } from '../lib/describe';
import { FormAlert } from './form-alert';

type Kind = 'verify' | 'emailChange';

/**
 * Handles the links from e-mails that land on the sign-in page: e-mail confirmation and e-mail
 * change. Uses the token once and says how it went.
 */
export function LinkTokenNotice({ kind, token }: { kind: Kind; token: string }) {
  const { t, i18n } = useTranslation('auth');
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // the token is single-use: never send it twice (StrictMode)
    started.current = true;
    const request =
      kind === 'verify'
        ? apiRequest(verifyEmailContract, { body: { token } })
        : apiRequest(confirmEmailChangeContract, { body: { token } });
    request.then(
      (result) =>
        setState({
          ok: true,
          text: t(kind === 'verify' ? 'links.verified' : 'links.emailChanged', {
            email: result.email,
          }),
        }),
      (error: unknown) => setState({ ok: false, text: formError(error, t, i18n.language) }),
    );
  }, [kind, token, t, i18n.language]);
  if (!state) return <FormAlert kind="info">{t('links.checking')}</FormAlert>;
  return <FormAlert kind={state.ok ? 'success' : 'error'}>{state.text}</FormAlert>;
}
