import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@wb/shared/products/product.contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSizeLabel } from '../../../components/format/size';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormat } from '../../../components/format/use-format';
import { FactList } from '../../../components/layout/fact-list';
import { SectionCard } from '../../../components/layout/section-card';
import { productQueries, type ProductKey } from '../api/product-queries';
import { PhotoGallery } from './photo-gallery';

const GRID = {
  display: 'grid',
  gap: { xs: 2, sm: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** General: card facts, dimensions and volume, sizes with barcodes, characteristics, photos. */
export function GeneralTab({ product: key }: { product: ProductKey }) {
  const detail = useQuery(productQueries.detail(key));
  return <QueryState query={detail}>{(product) => <General product={product} />}</QueryState>;
}

function General({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const size = useSizeLabel();
  const { dateTime, number } = useFormat();
  const unit = (value: string | null, name: 'cm' | 'kg' | 'l') =>
    value === null ? null : `${number(value, 4)}\u00a0${t(`units.${name}`)}`;
  const d = product.dimensions;
  return (
    <Box sx={GRID}>
      <SectionCard title={t('general.title')}>
        <FactList
          facts={[
            [t('general.nmId'), product.nmId],
            [t('general.imtId'), product.imtId],
            [t('general.vendorCode'), product.vendorCode],
            [t('general.brand'), product.brand],
            [t('general.subject'), product.subjectName],
            [t('general.category'), product.category?.name ?? t('general.noCategory')],
            [t('general.account'), product.account],
            [t('general.wbCreatedAt'), dateTime(product.wbCreatedAt)],
            [t('general.wbUpdatedAt'), dateTime(product.wbUpdatedAt)],
            [t('general.inTrash'), product.inTrash ? t('yes') : t('no')],
          ]}
        />
      </SectionCard>
      <SectionCard title={t('dimensions.title')} description={t('dimensions.description')}>
        {d.isValid === false && (
          <Alert severity="warning" icon={<WarningAmberOutlined />} sx={{ mb: 2 }}>
            {t('dimensions.invalid')}
          </Alert>
        )}
        <FactList
          facts={[
            [t('dimensions.length'), unit(d.length, 'cm')],
            [t('dimensions.width'), unit(d.width, 'cm')],
            [t('dimensions.height'), unit(d.height, 'cm')],
            [t('dimensions.weight'), unit(d.weight, 'kg')],
            [
              t('dimensions.volume'),
              d.volumeLitres === null ? (
                t('dimensions.noVolume')
              ) : (
                <Box component="strong" key="volume">
                  {unit(d.volumeLitres, 'l')}
                </Box>
              ),
            ],
          ]}
        />
      </SectionCard>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <SectionCard title={t('sizes.title')}>
          {product.sizes.length === 0 ? (
            <Typography color="text.secondary" role="status">
              {t('sizes.empty')}
            </Typography>
          ) : (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('sizes.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('sizes.techSize')}</TableCell>
                    <TableCell>{t('sizes.wbSize')}</TableCell>
                    <TableCell>{t('sizes.chrtId')}</TableCell>
                    <TableCell>{t('sizes.barcodes')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {product.sizes.map((s) => (
                    <TableRow key={s.chrtId}>
                      <TableCell component="th" scope="row">
                        {size(s.techSize) ?? '—'}
                      </TableCell>
                      <TableCell>{s.wbSize ?? '—'}</TableCell>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{s.chrtId}</TableCell>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {s.barcodes.length ? s.barcodes.join(', ') : '—'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </SectionCard>
      </Box>
      <SectionCard title={t('characteristics.title')}>
        {product.characteristics.length === 0 ? (
          <Typography color="text.secondary">{t('characteristics.empty')}</Typography>
        ) : (
          <Table
            size="small"
            aria-label={t('characteristics.title')}
            // Reads like the fact lists next to it.
            sx={{ '& .MuiTableCell-root': { typography: 'body1' } }}
          >
            <TableBody>
              {product.characteristics.map((c, i) => (
                <TableRow
                  key={`${i}-${c.name}`}
                  sx={{ '&:last-child td, &:last-child th': { border: 0 } }}
                >
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ color: 'text.secondary', pl: 0, width: '45%', verticalAlign: 'top' }}
                  >
                    {c.name}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.value || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
      <SectionCard title={t('photos.title')}>
        <PhotoGallery photos={product.photos} />
      </SectionCard>
      {product.description && (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <SectionCard title={t('general.description')}>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {product.description}
            </Typography>
          </SectionCard>
        </Box>
      )}
    </Box>
  );
}
