import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Block from '@mui/icons-material/Block';
import LockReset from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/layout/section-card';
import { useAdminUserAction, type AdminUserAction } from '../api/use-admin-user-actions';
import type { AdminUser } from './user-facts';

/** Block/unblock, force a password reset, grant or take administration — each confirmed. */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const confirm = useConfirm();
  const run = useAdminUserAction(user.id);

  const ask = async (action: AdminUserAction) => {
    const ok = await confirm({
      title: t(`user.confirm.${action}.title`),
      description: t(`user.confirm.${action}.text`, { email: user.email }),
      confirmText: t(`user.confirm.${action}.button`),
    });
    if (ok) run.mutate(action);
  };
  const block: AdminUserAction = user.isBlocked ? 'unblock' : 'block';
  const admin: AdminUserAction = user.type === 'admin' ? 'unmakeAdmin' : 'makeAdmin';

  return (
    <SectionCard title={t('user.actions')} description={isSelf ? t('user.selfHint') : undefined}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          color={block === 'block' ? 'error' : 'primary'}
          startIcon={<Block />}
          disabled={run.isPending || (isSelf && block === 'block')}
          onClick={() => void ask(block)}
        >
          {t(`user.buttons.${block}`)}
        </Button>
        <Button
          variant="outlined"
          startIcon={<LockReset />}
          disabled={run.isPending}
          onClick={() => void ask('forceReset')}
        >
          {t('user.buttons.forceReset')}
        </Button>
        <Button
          variant="outlined"
          color={admin === 'unmakeAdmin' ? 'error' : 'primary'}
          startIcon={<AdminPanelSettings />}
          disabled={run.isPending}
          onClick={() => void ask(admin)}
        >
          {t(`user.buttons.${admin}`)}
        </Button>
      </Stack>
    </SectionCard>
  );
}
