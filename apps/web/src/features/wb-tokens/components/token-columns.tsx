import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Sync from '@mui/icons-material/Sync';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { WB_TOKEN_COLUMNS, type WbToken } from '@wb/shared/connections/wb-tokens.contract';
import type { TFunction } from 'i18next';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { CategoryChips } from '../../../components/connections/category-chips';
import { ExpiryNote } from '../../../components/connections/expiry-note';
import { TokenStatusChip } from '../../../components/connections/token-status-chip';
import type { RowActions } from '../../../components/data-table/table-grid';
import type { DataColumn } from '../../../components/data-table/types';
import { useFormat } from '../../../components/format/use-format';

type T = TFunction<['wbtokens', 'connections']>;

export interface TokenActions {
  onCheck?: (token: WbToken) => void;
  onRename?: (token: WbToken) => void;
  onDelete?: (token: WbToken) => void;
  /** The token being checked right now (its button waits). */
  checkingId?: string;
}

/** The token: its name, last 4 characters and type (the token itself is never shown). */
function TokenCell({ token, t }: { token: WbToken; t: T }) {
  return (
    <>
      <Typography variant="body2" noWrap title={token.name} sx={{ fontWeight: 600 }}>
        {token.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        ••••{token.last4}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        sx={{ mt: 0.5 }}
        label={t(`connections:tokenTypes.${token.type}`)}
      />
    </>
  );
}

/** A row's actions (those the user may take): check with WB now, rename, delete. */
export function tokenRowActions(t: T, actions: TokenActions): RowActions<WbToken> | undefined {
  const { onCheck, onRename, onDelete, checkingId } = actions;
  const count = [onCheck, onRename, onDelete].filter(Boolean).length;
  if (count === 0) return undefined;
  return {
    label: t('table.actions'),
    width: 16 + count * 40,
    render: (token) => (
      <>
        {onCheck && (
          <RowActionButton
            title={t('table.check')}
            label={t('table.checkWho', { name: token.name })}
            icon={<Sync />}
            disabled={checkingId === token.id}
            onClick={() => onCheck(token)}
          />
        )}
        {onRename && (
          <RowActionButton
            title={t('table.rename')}
            label={t('table.renameWho', { name: token.name })}
            icon={<DriveFileRenameOutline />}
            onClick={() => onRename(token)}
          />
        )}
        {onDelete && (
          <RowActionButton
            title={t('table.delete')}
            label={t('table.deleteWho', { name: token.name })}
            icon={<DeleteOutlined />}
            color="error"
            onClick={() => onDelete(token)}
          />
        )}
      </>
    ),
  };
}

function Expiry({ token }: { token: WbToken }) {
  const format = useFormat();
  const date = format.localDate(token.expiresAt);
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {date}
      </Typography>
      <ExpiryNote daysLeft={token.daysLeft} expired={token.status === 'expired'} date={date} />
    </>
  );
}

function LastCheck({ token, t }: { token: WbToken; t: T }) {
  const format = useFormat();
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {token.lastCheckedAt ? format.localDateTime(token.lastCheckedAt) : t('table.never')}
      </Typography>
      {token.lastError && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {token.lastError}
        </Typography>
      )}
    </>
  );
}

/** The /settings/tokens columns: the shared definitions with labels and the page's cells. */
export function tokenColumns(t: T): DataColumn<WbToken>[] {
  return WB_TOKEN_COLUMNS.map((def): DataColumn<WbToken> => {
    const column: DataColumn<WbToken> = { ...def, label: t(`columns.${def.key}`) };
    switch (def.key) {
      case 'name':
        return { ...column, render: (row) => <TokenCell token={row} t={t} /> };
      case 'type':
        return { ...column, optionLabel: (v) => t(`connections:tokenTypes.${v}`) };
      case 'categories':
        return {
          ...column,
          render: (row) => (
            <CategoryChips
              categories={row.categories}
              readOnly={row.readOnly}
              label={t('table.categoriesOf', { name: row.name })}
            />
          ),
        };
      case 'status':
        return {
          ...column,
          optionLabel: (v) => t(`connections:tokenStatuses.${v}`),
          render: (row) => <TokenStatusChip status={row.status} />,
        };
      case 'expiresAt':
        return { ...column, render: (row) => <Expiry token={row} /> };
      case 'lastCheckedAt':
        return { ...column, render: (row) => <LastCheck token={row} t={t} /> };
      case 'last4':
        return { ...column, render: (row) => `••••${row.last4}` };
      default:
        return column;
    }
  });
}
