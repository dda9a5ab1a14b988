import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@wb/shared/access/access';
import {
  getCompanySyncContract,
  type ActiveSync,
  type CompanySync,
  type SyncHealth,
} from '@wb/shared/connections/sync.contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SyncProblemList } from '../../components/connections/sync-problem-list';
import { SYNC_LIVE_POLL_MS, useSyncProgressText } from '../../components/connections/sync-progress';
import { useFormat } from '../../components/format/use-format';
import { apiRequest } from '../query/api-client';
import { usePrincipal } from '../session/principal-context';

export const companySyncQuery = {
  queryKey: ['sync', 'status'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(getCompanySyncContract, {}, { signal }),
  /** Polled only while a dataset is queued, running or waiting for WB's limit. */
  refetchInterval: (query: { state: { data: CompanySync | undefined } }) =>
    query.state.data?.pending ? SYNC_LIVE_POLL_MS : false,
};

const ICONS: Record<SyncHealth, ReactElement> = {
  none: <CloudOffOutlined />,
  ok: <CloudDoneOutlined />,
  syncing: (
    <SyncOutlined
      sx={{
        '@keyframes wb-sync-spin': { to: { transform: 'rotate(-360deg)' } },
        animation: 'wb-sync-spin 1.6s linear infinite',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  ),
  problem: <ErrorOutline color="error" />,
};

/**
 * The header's sync status for the current company: an icon (nothing connected, all synced,
 * syncing, a dataset failing) that opens the details — last success and the failing datasets,
 * with the way to the cabinets, and the datasets under way with how far they got. Polls while
 * something is under way, so it moves (and settles) by itself.
 */
export function SyncIndicator() {
  const principal = usePrincipal();
  const allowed = !!principal && hasPermission(principal, { subject: 'wbAccount', action: 'view' });
  if (!allowed) return null;
  return <Indicator />;
}

function Indicator() {
  const { t } = useTranslation();
  const status = useQuery(companySyncQuery);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const data = status.data;
  if (!data) return null;
  const label = t(`sync.health.${data.health}`);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`${t('sync.title')}: ${label}`}
        title={label}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="sync-indicator"
        data-health={data.health}
      >
        <Badge badgeContent={data.problems.length} color="error" invisible={!data.problems.length}>
          {ICONS[data.health]}
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('sync.title') } }}
      >
        <SyncDetails data={data} onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
}

function SyncDetails({ data, onNavigate }: { data: CompanySync; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { localDateTime: dateTime } = useFormat();
  return (
    <Box sx={{ p: 2, maxWidth: 380 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('sync.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t(`sync.health.${data.health}`)}
        {data.health === 'syncing' && ` — ${t('sync.pending', { count: data.pending })}`}
      </Typography>
      {data.lastSuccessAt && (
        <Typography variant="body2" color="text.secondary">
          {t('sync.lastSuccess', { at: dateTime(data.lastSuccessAt) })}
        </Typography>
      )}
      {data.active.length > 0 && <ActiveSyncList active={data.active} />}
      {data.problems.length > 0 && <SyncProblemList problems={data.problems} sx={{ mt: 1 }} />}
      <Link
        component={RouterLink}
        to="/accounts-wb"
        onClick={onNavigate}
        sx={{ mt: 1, display: 'inline-block' }}
      >
        {data.health === 'none' ? t('sync.connect') : t('sync.toAccounts')}
      </Link>
    </Box>
  );
}

/** The datasets under way: cabinet, dataset and how far each got. */
function ActiveSyncList({ active }: { active: readonly ActiveSync[] }) {
  const { t } = useTranslation();
  const { line } = useSyncProgressText();
  return (
    <List dense disablePadding sx={{ mt: 1 }} aria-label={t('sync.active')}>
      {active.map((a) => (
        <ListItem key={`${a.accountId}:${a.dataset}`} disableGutters>
          <ListItemText
            primary={`${a.accountName} — ${t(`connections:datasets.${a.dataset}`)}`}
            secondary={line(a.progress)}
          />
        </ListItem>
      ))}
    </List>
  );
}
