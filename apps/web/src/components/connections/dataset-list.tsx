import Typography from '@mui/material/Typography';
import type { WbDatasetKey } from '@wb/shared/connections/wb-categories';
import { useTranslation } from 'react-i18next';

/** The datasets that cannot be synced, in words (nothing when all are covered). */
export function DatasetList({
  datasets,
  title,
}: {
  datasets: readonly string[];
  /** What the list means, e.g. "Не будут загружаться:". */
  title: string;
}) {
  const { t } = useTranslation('connections');
  if (datasets.length === 0) return null;
  return (
    <div data-testid="missing-datasets">
      <Typography variant="body2" color="warning.main" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Typography variant="body2">
        {datasets.map((d) => t(`datasets.${d as WbDatasetKey}`)).join(', ')}
      </Typography>
    </div>
  );
}
