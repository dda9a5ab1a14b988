import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { WbAccount } from '@wb/shared/connections/wb-accounts.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useToggleSync } from '../api/wb-accounts-queries';
import { AccountTokens, InnMismatch, MissingDatasets, SellerInfo } from './account-details';
import { AccountSync } from './account-sync';
import { AccountStatusChip } from './status-chips';

export interface AccountCardProps {
  account: WbAccount;
  canEdit: boolean;
  canAddToken: boolean;
  /** May queue a sync now (the button of the sync block). */
  canSync?: boolean;
  onEdit?: (account: WbAccount) => void;
  onDelete?: (account: WbAccount) => void;
}

/**
 * One WB cabinet: status, seller from WB, tokens, what cannot sync, sync state of each dataset
 * (once the seller is known), sync switch and depth.
 */
export function AccountCard({
  account,
  canEdit,
  canAddToken,
  canSync = false,
  onEdit,
  onDelete,
}: AccountCardProps) {
  const { t } = useTranslation('wbaccounts');
  const headingId = useId();
  const toggle = useToggleSync();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              id={headingId}
              variant="h6"
              component="h2"
              sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
            >
              {account.name}
            </Typography>
            <AccountStatusChip status={account.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('card.organization', { name: account.organizationName ?? t('card.noOrganization') })}
          </Typography>
        </Stack>
        {onEdit && (
          <RowActionButton
            title={t('card.edit')}
            label={t('card.editWho', { name: account.name })}
            icon={<EditOutlined />}
            onClick={() => onEdit(account)}
          />
        )}
        {onDelete && (
          <RowActionButton
            title={t('card.delete')}
            label={t('card.deleteWho', { name: account.name })}
            icon={<DeleteOutlined />}
            color="error"
            onClick={() => onDelete(account)}
          />
        )}
      </Stack>
      <SellerInfo account={account} />
      <InnMismatch account={account} />
      <Divider />
      <AccountTokens account={account} canAddToken={canAddToken} />
      <MissingDatasets account={account} />
      {account.sellerId && (
        <>
          <Divider />
          <AccountSync account={account} canSync={canSync} />
        </>
      )}
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <FormControlLabel
          label={t('card.sync')}
          disabled={!canEdit || toggle.isPending}
          control={
            <Switch
              checked={account.syncEnabled}
              onChange={(e) => toggle.mutate({ account, syncEnabled: e.target.checked })}
              slotProps={{
                input: {
                  'aria-label': t('card.syncOf', { name: account.name }),
                  'aria-describedby': `${headingId}-depth`,
                },
              }}
            />
          }
        />
        <Typography id={`${headingId}-depth`} variant="body2" color="text.secondary">
          {t('card.depth', { count: account.historyDepthMonths })}
        </Typography>
      </Stack>
    </Paper>
  );
}
