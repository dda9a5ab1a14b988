import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as z from 'zod/mini';
import { updateRoleContract, type Role } from '@wb/shared/identity/roles.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { meQuery } from '../../../app/session/me';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { SectionCard } from '../../../components/layout/section-card';
import { rolesQueries } from '../api/roles-queries';
import { DeleteRoleButton } from './delete-role-button';
import { PermissionMatrix } from './permission-matrix';

export interface RoleEditorProps {
  role: Role;
  roles: readonly Role[];
  canEdit: boolean;
  canDelete: boolean;
  onDeleted: () => void;
}

const schema = z.required(updateRoleContract.body);

/** Name and permission matrix of one role; system roles are shown read-only. */
export function RoleEditor({ role, roles, canEdit, canDelete, onDeleted }: RoleEditorProps) {
  const { t } = useTranslation('roles');
  const queryClient = useQueryClient();
  const editable = canEdit && !role.isSystem;
  const form = useZodForm(schema, {
    defaultValues: { name: role.name, permissions: role.permissions },
  });
  const action = t('editor.failed');
  const save = useMutation({
    mutationFn: (body: { name: string; permissions: string[] }) =>
      apiRequest(updateRoleContract, { params: { id: role.id }, body }),
    meta: { silent: true, action },
    onSuccess: async (next) => {
      form.reset({ name: next.name, permissions: next.permissions });
      void notify(t('editor.saved', { name: next.name }), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: rolesQueries.all() });
      // My rights change at once if this is my role.
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onError: (error) => handleFormError(error, form.setError, ['name', 'permissions'], action),
  });

  return (
    <SectionCard
      title={
        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
          {role.isSystem && <Lock fontSize="small" aria-hidden />}
          <span>{role.name}</span>
        </Stack>
      }
      description={t('editor.members', { count: role.membersCount })}
      action={
        !role.isSystem &&
        canDelete && <DeleteRoleButton role={role} roles={roles} onDeleted={onDeleted} />
      }
      data-testid="role-editor"
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        aria-label={t('editor.label', { name: role.name })}
      >
        {role.isSystem && (
          <Alert severity="info" icon={<Lock />}>
            {t('editor.systemReadOnly')}
          </Alert>
        )}
        {editable && (
          <FormTextField
            control={form.control}
            name="name"
            label={t('editor.name')}
            required
            fullWidth
          />
        )}
        <Typography variant="subtitle2" component="h3">
          {t('editor.permissions')}
        </Typography>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <PermissionMatrix value={field.value} onChange={field.onChange} readOnly={!editable} />
          )}
        />
        {editable && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              color="inherit"
              disabled={!form.formState.isDirty || save.isPending}
              onClick={() => form.reset()}
            >
              {t('editor.discard')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!form.formState.isDirty || save.isPending}
            >
              {t('common:actions.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
