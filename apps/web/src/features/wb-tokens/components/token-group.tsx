import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WbAccount } from '@wb/shared/connections/wb-accounts.contract';
import { useTranslation } from 'react-i18next';
import { DatasetList } from '../../../components/connections/dataset-list';
import { SectionCard } from '../../../components/layout/section-card';

/**
 * One cabinet: its seller, what its tokens together cannot load, and a button to add one more.
 * The tokens themselves are rows of the grid below (its «Кабинет» column).
 */
export function TokenGroupCard({
  account,
  onAdd,
}: {
  account: WbAccount;
  onAdd?: (accountId: string) => void;
}) {
  const { t } = useTranslation(['wbtokens', 'connections']);
  return (
    <SectionCard
      title={account.name}
      description={
        account.sellerId ? t('group.seller', { id: account.sellerId }) : t('group.noSeller')
      }
      action={
        onAdd && (
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => onAdd(account.id)}
            aria-label={t('group.addFor', { name: account.name })}
          >
            {t('group.add')}
          </Button>
        )
      }
      data-testid="token-group"
    >
      {account.status === 'noToken' ? (
        <Typography variant="body2" color="text.secondary">
          {t('group.empty')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('group.count', { count: account.tokens.length })}
          </Typography>
          <DatasetList datasets={account.missingDatasets} title={t('group.missing')} />
        </Stack>
      )}
    </SectionCard>
  );
}
