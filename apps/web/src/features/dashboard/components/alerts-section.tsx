import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Dashboard } from '@wb/shared/dashboard/dashboard.contract';
import { useCan } from '../../../app/session/can';
import { useFormat } from '../../../components/format/use-format';
import { SyncProblems, TokenAlerts } from './alerts';
import { StockRisks } from './stock-risks';

/**
 * Stock-out risks beside token expiry and sync problems — whichever the server sent. Below the
 * fold: its own chunk, loaded after the figures.
 */
export default function AlertsSection({
  stockRisks,
  tokens,
  sync,
}: Pick<Dashboard, 'stockRisks' | 'tokens' | 'sync'>) {
  const format = useFormat();
  const can = useCan();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      {stockRisks && (
        <StockRisks items={stockRisks.items} total={stockRisks.total} format={format} />
      )}
      {(tokens || sync) && (
        <Stack spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
          {tokens && (
            <TokenAlerts tokens={tokens} canOpen={can({ subject: 'wbToken', action: 'view' })} />
          )}
          {sync && (
            <SyncProblems sync={sync} canOpen={can({ subject: 'wbAccount', action: 'view' })} />
          )}
        </Stack>
      )}
    </Box>
  );
}
