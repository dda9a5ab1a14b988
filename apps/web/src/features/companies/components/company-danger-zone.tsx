import DeleteForever from '@mui/icons-material/DeleteForever';
import Button from '@mui/material/Button';
import { deleteCompanyContract, type Company } from '@wb/shared/identity/companies.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify, notifyActionError } from '../../../app/notifications';
import { apiRequest } from '../../../app/query/api-client';
import { useConfirm } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/layout/section-card';
import { refreshAfterCompanyChange } from '../api/use-switch-company';

/**
 * Deleting the company and all its data (owners only): the name typed as the keyword and the
 * consequences acknowledged; the server checks the name again.
 */
export function CompanyDangerZone({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (confirmName: string) =>
      apiRequest(deleteCompanyContract, { params: { id: company.id }, body: { confirmName } }),
    meta: { action: t('delete.failed') },
    onSuccess: async () => {
      void notify(t('delete.done', { name: company.name }), { variant: 'success' });
      // Leave the page first, so its query does not ask for the deleted company again.
      await navigate('/companies', { replace: true });
      queryClient.removeQueries({ queryKey: ['companies', 'detail', company.id] });
      // The company change itself succeeded; a failed refresh is reported on its own.
      await refreshAfterCompanyChange(queryClient).catch((error: unknown) =>
        notifyActionError(error, t('switchFailed')),
      );
    },
  });

  const askAndDelete = async () => {
    const confirmed = await confirm({
      title: t('delete.title', { name: company.name }),
      description: t('delete.description'),
      keyword: company.name,
      acknowledgement: t('delete.acknowledgement'),
      confirmText: t('delete.confirm'),
      closeOnOutsideClick: false,
    });
    if (confirmed) remove.mutate(company.name);
  };

  return (
    <SectionCard danger title={t('delete.section')} description={t('delete.sectionText')}>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForever />}
        disabled={remove.isPending}
        onClick={() => void askAndDelete()}
      >
        {t('delete.open')}
      </Button>
    </SectionCard>
  );
}
