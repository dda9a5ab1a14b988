import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/layout/section-card';
import { ProductName } from './product-name';
import type { Format } from '../../../components/format/formatter';

/** A product of the top or bottom list: its figures over the last 30 days. */
export interface DashboardProduct {
  accountId: string;
  nmId: number;
  title: string | null;
  vendorCode: string | null;
  photo: string | null;
  orders: number;
  buyouts: number;
  returns: number;
  revenue: string;
}

/** A compact table of a dashboard block, scrolling sideways on phones. */
export function BlockTable({
  label,
  head,
  children,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={label}
        sx={{ minWidth: 480, '& .MuiTableCell-root': { px: 1 } }}
      >
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

function ProductTable({
  title,
  description,
  items,
  format,
  testId,
}: {
  title: string;
  description: string;
  items: readonly DashboardProduct[];
  format: Format;
  testId: string;
}) {
  const { t } = useTranslation('dashboard');
  const num = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  return (
    <SectionCard title={title} description={description} data-testid={testId}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('products.none')}</Typography>
      ) : (
        <BlockTable
          label={title}
          head={
            <>
              <TableCell>{t('products.product')}</TableCell>
              <TableCell {...num}>{t('products.orders')}</TableCell>
              <TableCell {...num}>{t('products.buyouts')}</TableCell>
              <TableCell {...num}>{t('products.returns')}</TableCell>
              <TableCell {...num}>{t('products.revenue')}</TableCell>
            </>
          }
        >
          {items.map((p) => (
            <TableRow key={`${p.accountId}:${p.nmId}`}>
              <TableCell sx={{ maxWidth: 280 }}>
                <ProductName
                  nmId={p.nmId}
                  title={p.title}
                  vendorCode={p.vendorCode}
                  photo={p.photo}
                />
              </TableCell>
              <TableCell {...num}>{format.integer(p.orders)}</TableCell>
              <TableCell {...num}>{format.integer(p.buyouts)}</TableCell>
              <TableCell {...num}>{format.integer(p.returns)}</TableCell>
              <TableCell {...num}>{format.money(p.revenue)}</TableCell>
            </TableRow>
          ))}
        </BlockTable>
      )}
    </SectionCard>
  );
}

/** The top and the bottom products by revenue over the last 30 days. */
export function ProductTables({
  top,
  bottom,
  period,
  format,
}: {
  top: readonly DashboardProduct[];
  bottom: readonly DashboardProduct[];
  period: string;
  format: Format;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <ProductTable
        testId="top-products"
        title={t('products.top')}
        description={t('products.description', { period })}
        items={top}
        format={format}
      />
      <ProductTable
        testId="bottom-products"
        title={t('products.bottom')}
        description={t('products.bottomDescription')}
        items={bottom}
        format={format}
      />
    </>
  );
}
