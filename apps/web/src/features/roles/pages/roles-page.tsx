import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  createRoleContract,
  deleteRoleContract,
  updateRoleContract,
} from '@wb/shared/identity/roles.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { QueryState } from '../../../components/feedback/query-state';
import { PageHeader } from '../../../components/layout/page-header';
import { rolesQueries } from '../api/roles-queries';
import { RolesList } from '../components/roles-list';

// The editor and the new-role form (a form library and text fields) load beside the roles
// list, keeping /users/roles within its size budget.
const RoleEditor = lazy(() =>
  import('../components/role-editor').then((m) => ({ default: m.RoleEditor })),
);
const CreateRoleDialog = lazy(() =>
  import('../components/create-role-dialog').then((m) => ({ default: m.CreateRoleDialog })),
);

/** /users/roles: the company's roles and their subjects × actions permission matrix. */
export default function RolesPage() {
  const { t } = useTranslation('roles');
  const can = useCan();
  const roles = useQuery(rolesQueries.list());
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  // The full matrix needs ~820 px: the roles sit beside it only when there is room.
  const wide = useMediaQuery(useTheme().breakpoints.up(1400));
  const select = (id: string | null) =>
    setParams(id ? { role: id } : {}, { replace: true, preventScrollReset: true });
  const canCreate = can(createRoleContract);

  return (
    <QueryState query={roles} isEmpty={(list) => list.length === 0} empty={t('list.empty')}>
      {(list) => {
        const selected = list.find((r) => r.id === params.get('role')) ?? list[0]!;
        return (
          <Stack spacing={2}>
            <PageHeader
              description={t('list.description')}
              action={
                canCreate && (
                  <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
                    {t('create.open')}
                  </Button>
                )
              }
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: wide ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr)',
                alignItems: 'start',
              }}
            >
              <RolesList
                roles={list}
                selectedId={selected.id}
                onSelect={select}
                layout={wide ? 'column' : 'row'}
              />
              <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
                <RoleEditor
                  key={`${selected.id}:${selected.name}:${selected.permissions.join()}`}
                  role={selected}
                  roles={list}
                  canEdit={can(updateRoleContract)}
                  canDelete={can(deleteRoleContract)}
                  onDeleted={() => select(null)}
                />
              </Suspense>
            </Box>
            {creating && (
              <Suspense fallback={null}>
                <CreateRoleDialog
                  roles={list}
                  initialBaseId={selected.id}
                  onClose={() => setCreating(false)}
                  onCreated={(role) => {
                    setCreating(false);
                    select(role.id);
                  }}
                />
              </Suspense>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
