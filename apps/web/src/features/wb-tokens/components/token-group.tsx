import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DatasetList } from '../../../components/connections/dataset-list';
import { SectionCard } from '../../../components/layout/section-card';
import type { TokenGroup } from '../lib/group-tokens';
import { TokensTable, type TokenActions } from './tokens-table';

/** One cabinet with its tokens, what they cannot load, and a button to add one more. */
export function TokenGroupCard({
  group,
  onAdd,
  ...actions
}: { group: TokenGroup; onAdd?: (accountId: string) => void } & TokenActions) {
  const { t } = useTranslation(['wbtokens', 'connections']);
  const { account } = group;
  const seller = account?.sellerId ?? group.tokens[0]?.sellerId;
  return (
    <SectionCard
      title={group.accountName}
      description={seller ? t('group.seller', { id: seller }) : t('group.noSeller')}
      action={
        onAdd && (
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => onAdd(group.accountId)}
            aria-label={t('group.addFor', { name: group.accountName })}
          >
            {t('group.add')}
          </Button>
        )
      }
      data-testid="token-group"
    >
      <Stack spacing={1.5}>
        {group.tokens.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('group.empty')}
          </Typography>
        ) : (
          <TokensTable
            tokens={group.tokens}
            label={t('group.tableLabel', { name: group.accountName })}
            {...actions}
          />
        )}
        {account && account.status !== 'noToken' && (
          <DatasetList datasets={account.missingDatasets} title={t('group.missing')} />
        )}
      </Stack>
    </SectionCard>
  );
}
