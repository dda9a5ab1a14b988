import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Transportation } from '@wb/shared/transportations/transportations.contract';
import { useTranslation } from 'react-i18next';
import { ProductCells } from './product-cells';
import { SectionCard } from '../../../components/layout/section-card';
import { COMPACT, WIDE_ONLY } from '../lib/table';

/** WB's acceptance per size: shipped, accepted, shortage; a shortage row is highlighted. */
export function AcceptanceTable({ tr }: { tr: Transportation }) {
  const { t } = useTranslation('transportations');
  const sum = (key: 'shipped' | 'accepted') => tr.acceptance.reduce((s, l) => s + l[key], 0);
  return (
    <SectionCard
      title={t('acceptance.title')}
      description={
        tr.shortage > 0
          ? t('acceptance.shortageTotal', { units: tr.shortage })
          : t('acceptance.clean')
      }
    >
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('acceptance.title')} sx={COMPACT}>
          <TableHead>
            <TableRow>
              <TableCell>{t('items.product')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('items.size')}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('acceptance.shipped')}
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {t('acceptance.accepted')}
              </TableCell>
              <TableCell align="right">{t('acceptance.shortage')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tr.acceptance.map((l) => {
              const short = l.shortage > 0;
              return (
                <TableRow
                  key={l.chrtId}
                  data-shortage={short || undefined}
                  sx={
                    short
                      ? {
                          bgcolor: (th) =>
                            th.palette.mode === 'dark'
                              ? 'rgba(244,67,54,0.16)'
                              : 'rgba(211,47,47,0.08)',
                        }
                      : undefined
                  }
                >
                  <ProductCells
                    line={l}
                    phoneExtra={t('acceptance.phoneCounts', {
                      shipped: l.shipped,
                      accepted: l.accepted,
                    })}
                  />
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {l.shipped}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {l.accepted}
                  </TableCell>
                  <TableCell align="right">
                    {l.shortage === 0 ? (
                      '—'
                    ) : (
                      <Typography
                        component="span"
                        variant="body2"
                        color={short ? 'error' : 'text.secondary'}
                        sx={{ fontWeight: short ? 600 : undefined }}
                      >
                        {short
                          ? t('acceptance.short', { units: l.shortage })
                          : t('acceptance.extra', { units: -l.shortage })}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell>{t('acceptance.total')}</TableCell>
              <TableCell sx={WIDE_ONLY} />
              <TableCell align="right" sx={WIDE_ONLY}>
                {sum('shipped')}
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {sum('accepted')}
              </TableCell>
              <TableCell align="right">{tr.shortage || '—'}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
