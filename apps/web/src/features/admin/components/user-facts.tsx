import Chip from '@mui/material/Chip';
import type { adminUserSchema } from '@wb/shared/identity/admin.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useFormat } from '../../../components/format/use-format';
import { FactList } from '../../../components/layout/fact-list';
import { SectionCard } from '../../../components/layout/section-card';
import { Flag } from './flag';

export type AdminUser = z.infer<typeof adminUserSchema>;

/** What the platform knows about a user, as a definition list. */
export function UserFacts({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const yesNo = (on: boolean) => <Flag on={on} label={t('yes')} offLabel={t('no')} />;
  const facts: [string, ReactNode][] = [
    [t('users.email'), user.email],
    [t('users.name'), user.fullName],
    [t('user.phone'), user.phone ?? '—'],
    [
      t('users.type'),
      user.type === 'admin' ? (
        <Chip size="small" color="secondary" label={t('types.admin')} />
      ) : (
        t('types.user')
      ),
    ],
    [
      t('users.blocked'),
      user.isBlocked ? <Chip size="small" color="error" label={t('users.isBlocked')} /> : t('no'),
    ],
    [t('users.emailVerified'), yesNo(user.emailVerified)],
    [t('users.totp'), yesNo(user.totpEnabled)],
    [t('users.lastLogin'), user.lastLoginAt ? format.localDateTime(user.lastLoginAt) : t('never')],
    [t('users.created'), format.localDateTime(user.createdAt)],
  ];
  return (
    <SectionCard title={t('user.facts')}>
      <FactList facts={facts} />
    </SectionCard>
  );
}
