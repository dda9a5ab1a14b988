import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { OrderDetail, OrderTimelineEvent } from '@wb/shared/orders/order-detail.contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';

const KNOWN = new Set(['created', 'buyout', 'cancel', 'return', 'returnDefective']);
const BAD = new Set(['cancel', 'return', 'returnDefective']);

/** created → bought out / cancelled / returned, each with its Moscow date and where it came from. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormat();
  const label = (e: OrderTimelineEvent) =>
    KNOWN.has(e.status) ? t(`detail.timeline.status.${e.status}`) : e.status;
  return (
    <SectionCard title={t('detail.timeline.title')}>
      <Stepper
        orientation="vertical"
        activeStep={order.timeline.length}
        component="ol"
        aria-label={t('detail.timeline.label')}
        sx={{ pl: 0, m: 0 }}
      >
        {order.timeline.map((event) => (
          <Step key={`${event.status}-${event.at ?? event.source}`} completed component="li">
            <StepLabel
              error={BAD.has(event.status) && event !== order.timeline[0]}
              optional={
                <Typography variant="caption" color="text.secondary">
                  {event.at === null ? t('detail.timeline.dateUnknown') : dateTime(event.at)} ·{' '}
                  {t(`detail.timeline.source.${event.source}`)}
                </Typography>
              }
            >
              {label(event)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </SectionCard>
  );
}
