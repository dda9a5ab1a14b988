import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createRoleContract, type Role } from '@wb/shared/identity/roles.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { rolesQueries } from '../api/roles-queries';

const NONE = '';

/** A custom role (POST /api/roles): empty, or starting from another role's permissions. */
export function CreateRoleDialog({
  roles,
  initialBaseId = NONE,
  onClose,
  onCreated,
}: {
  roles: readonly Role[];
  initialBaseId?: string;
  onClose: () => void;
  onCreated: (role: Role) => void;
}) {
  const { t } = useTranslation('roles');
  const queryClient = useQueryClient();
  const titleId = useId();
  const [baseId, setBaseId] = useState(initialBaseId);
  const form = useZodForm(createRoleContract.body, {
    defaultValues: { name: '', permissions: [] },
  });
  const action = t('create.failed');
  const create = useMutation({
    mutationFn: (body: { name: string; permissions: string[] }) =>
      apiRequest(createRoleContract, { body }),
    meta: { silent: true, action },
    onSuccess: async (role) => {
      void notify(t('create.done', { name: role.name }), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: rolesQueries.all() });
      onCreated(role);
    },
    onError: (error) => handleFormError(error, form.setError, ['name'], action),
  });
  const submit = form.handleSubmit(({ name }) =>
    create.mutate({ name, permissions: roles.find((r) => r.id === baseId)?.permissions ?? [] }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('create.text')}</DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="name"
              label={t('editor.name')}
              autoFocus
              required
              fullWidth
            />
            <TextField
              select
              fullWidth
              label={t('create.base')}
              value={baseId}
              onChange={(e) => setBaseId(e.target.value)}
            >
              <MenuItem value={NONE}>{t('create.baseNone')}</MenuItem>
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
