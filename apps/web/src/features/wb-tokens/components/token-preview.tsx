import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DecodedWbToken } from '@wb/shared/connections/wb-tokens.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryChips } from '../../../components/connections/category-chips';
import { DatasetList } from '../../../components/connections/dataset-list';
import { daysUntil } from '../../../components/connections/expiry';
import { ExpiryNote } from '../../../components/connections/expiry-note';
import { useFormat } from '../../../components/format/use-format';

/**
 * What a pasted token grants, read from its payload before it is saved: type, seller, categories,
 * read-only, expiry, and which datasets it alone cannot load. `sellerMismatch` warns that the
 * cabinet is already linked to another seller (the server refuses such a token).
 */
export function TokenPreview({
  decoded,
  accountSellerId,
}: {
  decoded: DecodedWbToken;
  accountSellerId?: string | null;
}) {
  const { t } = useTranslation(['wbtokens', 'connections']);
  const format = useFormat();
  const days = daysUntil(decoded.expiresAt);
  const date = format.localDate(decoded.expiresAt);
  const rows: [string, ReactNode][] = [
    [t('preview.type'), t(`connections:tokenTypes.${decoded.type}`)],
    [t('preview.seller'), decoded.sellerId],
    [t('preview.expires'), date],
    [t('preview.access'), decoded.readOnly ? t('preview.readOnly') : t('preview.readWrite')],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('preview.title')}
      data-testid="token-preview"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t('preview.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('preview.categories')}
        </Typography>
        <CategoryChips
          categories={decoded.categories}
          readOnly={decoded.readOnly}
          label={t('preview.categories')}
        />
      </Box>
      <ExpiryNote daysLeft={days} date={date} />
      {decoded.test && <Alert severity="info">{t('preview.test')}</Alert>}
      {decoded.readOnly && <Alert severity="info">{t('preview.readOnlyHint')}</Alert>}
      {accountSellerId && accountSellerId !== decoded.sellerId && (
        <Alert severity="error" data-testid="seller-mismatch">
          {t('preview.sellerMismatch', { seller: accountSellerId })}
        </Alert>
      )}
      {decoded.missingDatasets.length === 0 ? (
        <Typography variant="body2" color="success.main">
          {t('preview.coversAll')}
        </Typography>
      ) : (
        <DatasetList datasets={decoded.missingDatasets} title={t('preview.notCovered')} />
      )}
    </Paper>
  );
}
