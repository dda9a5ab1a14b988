import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createCompanyContract } from '@wb/shared/identity/companies.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, notifyActionError } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { handleFormError } from '../../../components/form/form-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { refreshAfterCompanyChange } from '../api/use-switch-company';

/** A new company (POST /api/companies): I become its Владелец and it becomes current. */
export function CreateCompanyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('companies');
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useZodForm(createCompanyContract.body, { defaultValues: { name: '' } });
  const action = t('create.failed');
  const create = useMutation({
    mutationFn: (body: { name: string }) => apiRequest(createCompanyContract, { body }),
    meta: { silent: true, action },
    onSuccess: async (company) => {
      onClose();
      void notify(t('create.done', { name: company.name }), { variant: 'success' });
      // The company change itself succeeded; a failed refresh is reported on its own.
      await refreshAfterCompanyChange(queryClient).catch((error: unknown) =>
        notifyActionError(error, t('switchFailed')),
      );
    },
    onError: (error) => handleFormError(error, form.setError, ['name'], action),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('create.title')}</DialogTitle>
      <form noValidate onSubmit={form.handleSubmit((body) => create.mutate(body))}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('create.text')}</DialogContentText>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            autoComplete="organization"
            autoFocus
            required
            fullWidth
          />
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
