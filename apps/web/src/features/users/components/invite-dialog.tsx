import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { inviteMemberContract } from '@wb/shared/identity/users.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { usersQueries } from '../api/users-queries';

/** Invites someone by e-mail with a role (POST /api/users/invitations); the link lasts 7 days. */
export function InviteDialog({
  roles,
  onClose,
}: {
  roles: readonly { id: string; name: string; isOwner: boolean }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const titleId = useId();
  // The least powerful choice first: a role that is not Владелец.
  const firstRole = roles.find((r) => !r.isOwner) ?? roles[0];
  const form = useZodForm(inviteMemberContract.body, {
    defaultValues: { email: '', roleId: firstRole?.id ?? '' },
  });
  const action = t('invite.failed');
  const invite = useMutation({
    mutationFn: (body: { email: string; roleId: string }) =>
      apiRequest(inviteMemberContract, { body }),
    meta: { silent: true, action },
    onSuccess: async (invitation) => {
      onClose();
      void notify(t('invite.sent', { email: invitation.email }), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: usersQueries.all() });
    },
    onError: (error) => handleFormError(error, form.setError, ['email', 'roleId'], action),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('invite.title')}</DialogTitle>
      <form noValidate onSubmit={form.handleSubmit((body) => invite.mutate(body))}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('invite.text')}</DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="email"
              type="email"
              label={t('invite.email')}
              autoComplete="off"
              autoFocus
              required
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="roleId"
              select
              label={t('invite.role')}
              fullWidth
            >
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.name}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
