import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../notifications';
import { apiRequest } from '../query/api-client';
import { meQuery } from './me';
import { acceptInvitationEndpoint } from './shell-endpoints';

/**
 * An invitation link opened by a signed-in user ends here (`?invite=<token>` on any private
 * page): the invitation is accepted once, the new company becomes current, the parameter goes.
 */
export function InvitationAcceptor() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const token = params.get('invite');
  const used = useRef<string | null>(null);
  const accept = useMutation({
    mutationFn: (value: string) => apiRequest(acceptInvitationEndpoint, { body: { token: value } }),
    meta: { action: t('invite.failed') },
    onSuccess: async (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      await queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
      void notify(t('invite.accepted', { company: me.currentCompany?.name ?? '' }), {
        variant: 'success',
      });
    },
  });
  const { mutate } = accept;
  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    mutate(token);
    setParams(
      (p) => {
        p.delete('invite');
        return p;
      },
      { replace: true },
    );
  }, [token, mutate, setParams]);
  return null;
}
