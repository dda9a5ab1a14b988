import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Transportation } from '@wb/shared/transportations/transportations.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { StatusChip } from './status-chip';

/** Every status change with who and when (and its note), oldest first. */
export function StatusTimeline({ events }: { events: Transportation['events'] }) {
  const { t } = useTranslation('transportations');
  const format = useFormat();
  return (
    <SectionCard title={t('detail.history')}>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {events.map((e, i) => (
          <Box
            component="li"
            key={`${e.status}-${e.at}-${i}`}
            sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              useFlexGap
            >
              <StatusChip status={e.status} />
              <Typography variant="body2">{format.dateTime(e.at)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {e.user ?? t('detail.system')}
              </Typography>
            </Stack>
            {e.note && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {e.note}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
