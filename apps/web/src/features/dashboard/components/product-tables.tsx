import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DashboardProduct } from '@wb/shared/dashboard/dashboard.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/layout/section-card';
import type { DashboardFormat } from './format';

/** A product's name linking to its page (/products/<nmId>), with the vendor code and nmID. */
export function ProductName({
  nmId,
  title,
  vendorCode,
  photo,
}: {
  nmId: number;
  title: string | null;
  vendorCode: string | null;
  photo?: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const name = title ?? t('products.noTitle');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {photo !== undefined && (
        <Avatar
          variant="rounded"
          src={photo ?? undefined}
          alt={t('products.photoOf', { title: name })}
          sx={{ width: 36, height: 48 }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={`/products/${nmId}`} sx={{ fontWeight: 500 }}>
          {name}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div">
          {[vendorCode, t('products.nmId', { nmId })].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Stack>
  );
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
  format: DashboardFormat;
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
              <TableCell {...num}>{format.count(p.orders)}</TableCell>
              <TableCell {...num}>{format.count(p.buyouts)}</TableCell>
              <TableCell {...num}>{format.count(p.returns)}</TableCell>
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
  format: DashboardFormat;
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
