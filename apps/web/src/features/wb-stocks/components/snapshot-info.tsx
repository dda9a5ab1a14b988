import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  WB_WAREHOUSES_HIDDEN_SINCE,
  type StockSnapshot,
} from '@wb/shared/stocks/wb-stocks.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { wbStockQueries } from '../api/wb-stocks-queries';

const MINUTE = 60_000;

/** «5 мин назад», «3 ч назад», «2 дн назад» in the UI language. */
function ago(iso: string, language: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / MINUTE));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), 'hour');
  return format.format(-Math.round(minutes / 1440), 'day');
}

function Accounts({ snapshot }: { snapshot: StockSnapshot }) {
  const { t } = useTranslation('wbstocks');
  const time = useFormat().dateTime;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
      {snapshot.accounts.map((a) => (
        <li key={a.accountId}>
          {a.account}: {a.takenAt ? time(a.takenAt) : t('snapshot.never')}
          {a.lastError ? ` — ${t('snapshot.failed', { error: a.lastError })}` : ''}
        </li>
      ))}
    </Stack>
  );
}

/**
 * When the stocks shown were taken (the oldest account's snapshot, each account in the hint),
 * how to open a history, and WB's hidden-warehouse mode explained when the snapshot is in it.
 */
export function SnapshotInfo() {
  const { t, i18n } = useTranslation('wbstocks');
  const time = useFormat().dateTime;
  const { date } = useFormat();
  const snapshot = useQuery({ ...wbStockQueries.snapshot(), refetchInterval: 5 * MINUTE });
  const data = snapshot.data;
  if (!data) return null;
  const failing = data.accounts.some((a) => a.lastError);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {failing ? (
          <WarningAmberOutlined fontSize="small" color="warning" aria-hidden />
        ) : (
          <ScheduleOutlined fontSize="small" color="action" aria-hidden />
        )}
        <Tooltip
          title={data.accounts.length ? <Accounts snapshot={data} /> : ''}
          disableHoverListener={data.accounts.length === 0}
        >
          <Typography
            role="status"
            color="text.secondary"
            tabIndex={data.accounts.length ? 0 : -1}
            sx={{
              borderRadius: 1,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            {data.takenAt
              ? t('snapshot.takenAt', {
                  time: time(data.takenAt),
                  ago: ago(data.takenAt, i18n.language),
                })
              : t('snapshot.none')}
            {data.accounts.length > 1
              ? ` ${t('snapshot.accounts', { count: data.accounts.length })}`
              : ''}
            {failing ? ` ${t('snapshot.someFailed')}` : ''}
          </Typography>
        </Tooltip>
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {t('rowHint')}
        </Typography>
      </Stack>
      {data.warehouseHidden && (
        <Alert severity="info" variant="outlined">
          {t('hidden.banner', { date: date(WB_WAREHOUSES_HIDDEN_SINCE) })}
        </Alert>
      )}
    </Stack>
  );
}
