import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanySync } from '@wb/shared/connections/sync.contract';
import { WB_TOKEN_WARNING_DAYS } from '@wb/shared/connections/wb-categories';
import type { TokenAlert } from '@wb/shared/dashboard/dashboard.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TokenStatusChip } from '../../../components/connections/token-status-chip';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { SyncProblemList } from '../../../components/connections/sync-problem-list';

function AllGood({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <CheckCircleOutlinedIcon color="success" fontSize="small" aria-hidden />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** Tokens refused by WB, expired or expiring within 14 days, with the way to the tokens page. */
export function TokenAlerts({
  tokens,
  canOpen,
}: {
  tokens: readonly TokenAlert[];
  canOpen: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const { localDate: date } = useFormat();
  return (
    <SectionCard
      title={t('tokens.title')}
      data-testid="token-alerts"
      action={
        canOpen && (
          <Link component={RouterLink} to="/settings/tokens" variant="body2">
            {t('tokens.manage')}
          </Link>
        )
      }
    >
      {tokens.length === 0 ? (
        <AllGood>{t('tokens.ok', { days: WB_TOKEN_WARNING_DAYS[0] })}</AllGood>
      ) : (
        <List dense disablePadding aria-label={t('tokens.title')}>
          {tokens.map((token) => (
            <ListItem
              key={token.id}
              disableGutters
              secondaryAction={<TokenStatusChip status={token.status} />}
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={`${token.name} — ${token.accountName}`}
                secondary={
                  token.status === 'invalid'
                    ? t('tokens.refused')
                    : t(token.daysLeft < 0 ? 'tokens.expired' : 'tokens.expires', {
                        date: date(token.expiresAt),
                      })
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** The company's sync at a glance: failing datasets (the latest first) and the cabinets page. */
export function SyncProblems({ sync, canOpen }: { sync: CompanySync; canOpen: boolean }) {
  const { t } = useTranslation(['dashboard', 'common', 'connections']);
  const { localDateTime: dateTime } = useFormat();
  return (
    <SectionCard
      title={t('dashboard:sync.title')}
      description={t(`common:sync.health.${sync.health}`)}
      data-testid="sync-problems"
      action={
        canOpen && (
          <Link component={RouterLink} to="/accounts-wb" variant="body2">
            {t('dashboard:sync.toAccounts')}
          </Link>
        )
      }
    >
      {sync.problems.length === 0 ? (
        <AllGood>{t('dashboard:sync.noProblems')}</AllGood>
      ) : (
        <SyncProblemList problems={sync.problems} />
      )}
      {sync.lastSuccessAt && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('dashboard:sync.lastSuccess', { at: dateTime(sync.lastSuccessAt) })}
        </Typography>
      )}
    </SectionCard>
  );
}
