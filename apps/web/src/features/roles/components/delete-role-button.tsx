import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import type { Role } from '@wb/shared/identity/roles.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { useDeleteRole } from '../api/use-delete-role';
import { ReassignDialog } from './reassign-dialog';

/**
 * Deletes a custom role. An unused role needs a plain confirmation; a role in use first asks
 * where its members go, then for the role's name typed as the keyword.
 */
export function DeleteRoleButton({
  role,
  roles,
  onDeleted,
}: {
  role: Role;
  roles: readonly Role[];
  onDeleted: () => void;
}) {
  const { t } = useTranslation('roles');
  const confirm = useConfirm();
  const remove = useDeleteRole(onDeleted);
  const [choosing, setChoosing] = useState(false);

  const start = async () => {
    if (role.membersCount > 0) return setChoosing(true);
    const ok = await confirm({
      title: t('delete.title', { name: role.name }),
      description: t('delete.unused'),
      confirmText: t('delete.confirm'),
    });
    if (ok) remove.mutate({ role });
  };

  const confirmMove = async (target: Role) => {
    setChoosing(false);
    const ok = await confirm({
      title: t('delete.title', { name: role.name }),
      description: t('delete.moveDescription', { count: role.membersCount, target: target.name }),
      keyword: role.name,
      confirmText: t('delete.confirm'),
    });
    if (ok) remove.mutate({ role, reassignTo: target });
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlined />}
        disabled={remove.isPending}
        onClick={() => void start()}
      >
        {t('delete.open')}
      </Button>
      {choosing && (
        <ReassignDialog
          role={role}
          candidates={roles.filter((r) => r.id !== role.id)}
          onCancel={() => setChoosing(false)}
          onNext={(target) => void confirmMove(target)}
        />
      )}
    </>
  );
}
