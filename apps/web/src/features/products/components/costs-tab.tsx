import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CostVersion } from '@wb/shared/product-costs/cost';
import {
  createProductCostContract,
  deleteProductCostContract,
  updateProductCostContract,
  type CostAt,
  type ProductCosts,
} from '@wb/shared/product-costs/product-costs.contract';
import { type ProductDetail } from '@wb/shared/products/product.contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { useCan } from '../../../app/session/can';
import { ActionsCell, ActionsHeadCell } from '../../../components/actions/actions-cells';
import { RowActionButton } from '../../../components/actions/row-action-button';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { productQueries, useDeleteCost, type ProductKey } from '../api/product-queries';
import { NUM } from '../lib/styles';

// The form (with its date picker) loads when first opened.
const CostVersionDialog = lazy(() => import('./cost-version-dialog'));

/** Cost price: what is in force today and every version, with add / edit / delete. */
export default function CostsTab({ product: key }: { product: ProductKey }) {
  const { t } = useTranslation('product');
  const can = useCan();
  const detail = useQuery(productQueries.detail(key));
  const costs = useQuery(productQueries.costs(key));
  const remove = useDeleteCost(key);
  const { date } = useFormat();
  // undefined: closed; null: a new version; else the version being edited.
  const [editing, setEditing] = useState<CostVersion | null>();
  const size = useSizeLabel();
  const sizes = detail.data?.sizes ?? [];
  const sizeName = (chrtId: string | null) =>
    chrtId === null
      ? t('costs.allSizes')
      : (size(sizes.find((s) => s.chrtId === chrtId)?.techSize) ?? chrtId);

  const askAndDelete = useConfirmThen(
    (version: CostVersion) => ({
      title: t('costs.deleteTitle'),
      description: t('costs.deleteDescription', {
        date: date(version.validFrom),
        size: sizeName(version.chrtId),
      }),
      confirmText: t('costs.delete'),
    }),
    (version) => remove.mutate(version),
  );

  const addButton = can(createProductCostContract) && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
      {t('costs.add')}
    </Button>
  );
  return (
    <>
      <QueryState query={costs}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
            <CurrentCost costs={data} sizes={sizes} />
            <SectionCard
              title={t('costs.versions')}
              description={t('costs.versionsHint')}
              action={data.versions.length > 0 && addButton}
            >
              {data.versions.length === 0 ? (
                <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                  <EmptyState action={addButton}>{t('costs.empty')}</EmptyState>
                </Box>
              ) : (
                <VersionsTable
                  versions={data.versions}
                  sizeName={sizeName}
                  onEdit={can(updateProductCostContract) ? setEditing : undefined}
                  onDelete={can(deleteProductCostContract) ? askAndDelete : undefined}
                />
              )}
            </SectionCard>
          </Box>
        )}
      </QueryState>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <CostVersionDialog
            product={key}
            sizes={sizes}
            version={editing ?? undefined}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}

/** A cost in its currency, and in roubles when it is another currency. */
function CostAmount({ cost }: { cost: Pick<CostAt, 'unitCost' | 'currency' | 'unitCostRub'> }) {
  const { t } = useTranslation('product');
  const { money } = useFormat();
  if (cost.currency === 'RUB') return <>{money(cost.unitCost)}</>;
  return (
    <>
      {money(cost.unitCost, cost.currency)}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {cost.unitCostRub === null ? (
          <Tooltip title={t('costs.noRateHint')}>
            <span>{t('costs.noRate')}</span>
          </Tooltip>
        ) : (
          `≈ ${money(cost.unitCostRub)}`
        )}
      </Typography>
    </>
  );
}

function CurrentCost({ costs, sizes }: { costs: ProductCosts; sizes: ProductDetail['sizes'] }) {
  const { t } = useTranslation('product');
  const { date } = useFormat();
  const size = useSizeLabel();
  const rows: { key: string; name: string; cost: CostAt | null }[] = [
    { key: 'product', name: t('costs.allSizes'), cost: costs.current.product },
    ...costs.current.sizes.map((s) => ({
      key: s.chrtId,
      name: size(s.techSize) ?? s.chrtId,
      cost: s.cost,
    })),
  ];
  return (
    <SectionCard title={t('costs.current')} description={t('costs.currentHint')}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('costs.current')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('costs.size')}</TableCell>
              <TableCell align="right">{t('costs.unitCost')}</TableCell>
              <TableCell>{t('costs.since')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell component="th" scope="row">
                  {r.name}
                </TableCell>
                <TableCell align="right" sx={NUM}>
                  {r.cost ? <CostAmount cost={r.cost} /> : t('costs.none')}
                </TableCell>
                <TableCell sx={NUM}>{r.cost ? date(r.cost.validFrom) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {sizes.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('costs.sizeWins')}
        </Typography>
      )}
    </SectionCard>
  );
}

function VersionsTable({
  versions,
  sizeName,
  onEdit,
  onDelete,
}: {
  versions: CostVersion[];
  sizeName: (chrtId: string | null) => string;
  onEdit?: (version: CostVersion) => void;
  onDelete?: (version: CostVersion) => void;
}) {
  const { t } = useTranslation('product');
  const { date } = useFormat();
  const actions = Boolean(onEdit || onDelete);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('costs.versions')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('costs.validFrom')}</TableCell>
            <TableCell>{t('costs.size')}</TableCell>
            <TableCell align="right">{t('costs.unitCost')}</TableCell>
            <TableCell>{t('costs.comment')}</TableCell>
            {actions && <ActionsHeadCell label={t('costs.actions')} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => {
            const who = t('costs.versionOf', { date: date(v.validFrom), size: sizeName(v.chrtId) });
            return (
              <TableRow key={v.id} hover>
                <TableCell component="th" scope="row" sx={NUM}>
                  {date(v.validFrom)}
                </TableCell>
                <TableCell>{sizeName(v.chrtId)}</TableCell>
                <TableCell align="right" sx={NUM}>
                  <CostAmount cost={v} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
                  {v.comment ?? ''}
                </TableCell>
                {actions && (
                  <ActionsCell>
                    {onEdit && (
                      <RowActionButton
                        title={t('costs.edit')}
                        label={t('costs.editWho', { who })}
                        icon={<EditOutlined />}
                        onClick={() => onEdit(v)}
                      />
                    )}
                    {onDelete && (
                      <RowActionButton
                        title={t('costs.delete')}
                        label={t('costs.deleteWho', { who })}
                        icon={<DeleteOutlined />}
                        color="error"
                        onClick={() => onDelete(v)}
                      />
                    )}
                  </ActionsCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
