import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WbAccount } from '@wb/shared/connections/wb-accounts.contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CategoryChips } from '../../../components/connections/category-chips';
import { DatasetList } from '../../../components/connections/dataset-list';
import { daysUntil } from '../../../components/connections/expiry';
import { ExpiryNote } from '../../../components/connections/expiry-note';
import { TokenStatusChip } from '../../../components/connections/token-status-chip';
import { useFormat } from '../../../components/format/use-format';

/** What WB says about the seller, or that nothing is known yet. */
export function SellerInfo({ account }: { account: WbAccount }) {
  const { t } = useTranslation('wbaccounts');
  if (!account.sellerId) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="seller-info">
        {t('seller.unknown')}
      </Typography>
    );
  }
  return (
    <Box data-testid="seller-info">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {account.sellerName ?? '—'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('seller.id', { id: account.sellerId })}
        {account.tradeMark && ` · ${t('seller.tradeMark', { name: account.tradeMark })}`}
      </Typography>
    </Box>
  );
}

/** ИНН in WB differs from the organization's: the cabinet may be linked to the wrong one. */
export function InnMismatch({ account }: { account: WbAccount }) {
  const { t } = useTranslation('wbaccounts');
  if (!account.innMismatch) return null;
  return (
    <Alert severity="warning" variant="outlined">
      {t('seller.innMismatch', {
        inn: account.sellerInn ?? '—',
        organization: account.organizationName ?? '—',
      })}
    </Alert>
  );
}

/**
 * The account's tokens (never more than their last 4 characters) with status, categories,
 * expiry warnings, and a link to add one.
 */
export function AccountTokens({
  account,
  canAddToken,
}: {
  account: WbAccount;
  canAddToken: boolean;
}) {
  const { t } = useTranslation('wbaccounts');
  const format = useFormat();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('tokens.title')}
      </Typography>
      {account.tokens.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('tokens.none')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('tokens.listOf', { name: account.name })}>
          {account.tokens.map((token) => {
            const date = format.localDate(token.expiresAt);
            return (
              <ListItem
                key={token.id}
                disableGutters
                sx={{ display: 'block' }}
                data-testid="account-token"
              >
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {token.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ fontFamily: 'monospace' }}
                    color="text.secondary"
                  >
                    ••••{token.last4}
                  </Typography>
                  <TokenStatusChip status={token.status} />
                  <Typography variant="caption" color="text.secondary">
                    {t('tokens.expires', { date })}
                  </Typography>
                </Stack>
                <Box sx={{ mt: 0.5 }}>
                  <CategoryChips
                    categories={token.categories}
                    readOnly={token.readOnly}
                    label={t('tokens.categoriesOf', { name: token.name })}
                  />
                </Box>
                <ExpiryNote
                  daysLeft={daysUntil(token.expiresAt)}
                  expired={token.status === 'expired'}
                  date={date}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {canAddToken && (
        <Link
          component={RouterLink}
          to={`/settings/tokens?account=${account.id}`}
          variant="body2"
          aria-label={t('tokens.addFor', { name: account.name })}
        >
          {t('tokens.add')}
        </Link>
      )}
    </Box>
  );
}

/** The datasets none of the account's tokens can serve, in words. */
export function MissingDatasets({ account }: { account: WbAccount }) {
  const { t } = useTranslation('wbaccounts');
  if (account.status === 'noToken') return null;
  return <DatasetList datasets={account.missingDatasets} title={t('datasets.missing')} />;
}
