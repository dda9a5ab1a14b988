import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  createOrganizationContract,
  deleteOrganizationContract,
  updateOrganizationContract,
  type Organization,
} from '@wb/shared/connections/organizations.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/layout/page-header';
import { useDeleteOrganization } from '../api/organizations-queries';
import { OrganizationsTable } from '../components/organizations-table';

// The form loads when first opened, keeping the list page within its size budget.
const OrganizationDialog = lazy(() =>
  import('../components/organization-dialog').then((m) => ({ default: m.OrganizationDialog })),
);

/** /organizations: the company's legal entities; add, edit, delete (not while accounts use it). */
export default function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const can = useCan();
  const remove = useDeleteOrganization();
  // undefined: closed; null: a new organization; else the one being edited.
  const [editing, setEditing] = useState<Organization | null>();
  const canCreate = can(createOrganizationContract);

  const askAndDelete = useConfirmThen(
    (organization: Organization) => ({
      title: t('delete.title', { name: organization.name }),
      description:
        organization.accountsCount > 0
          ? t('delete.inUse', { count: organization.accountsCount })
          : t('delete.description'),
      confirmText: t('delete.confirm'),
    }),
    (organization) => remove.mutate(organization),
  );

  const createButton = canCreate && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
      {t('list.add')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <PageHeader description={t('list.description')} action={createButton} />
      <OrganizationsTable
        onEdit={can(updateOrganizationContract) ? setEditing : undefined}
        onDelete={can(deleteOrganizationContract) ? askAndDelete : undefined}
      />
      {editing !== undefined && (
        <Suspense fallback={null}>
          <OrganizationDialog
            organization={editing ?? undefined}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
