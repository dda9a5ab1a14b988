import Box from '@mui/material/Box';
import type { Period } from '@wb/shared/dates/periods';
import { useFormat } from '../../../components/format/use-format';
import { useTopProducts } from '../api/top-products';
import { ProductTables } from './product-tables';

/**
 * The top and bottom products of the chart's 30 days, side by side on wide screens. Below the
 * fold: its own chunk, loaded after the figures.
 */
export default function ProductSection({
  period,
  account,
}: {
  period: Period;
  account: string | null;
}) {
  const format = useFormat();
  const products = useTopProducts(period, account, true);
  if (!products) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <ProductTables
        top={products.top}
        bottom={products.bottom}
        period={format.range(period)}
        format={format}
      />
    </Box>
  );
}
