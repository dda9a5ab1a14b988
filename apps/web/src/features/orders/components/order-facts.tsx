import Box from '@mui/material/Box';
import { toMsk } from '@wb/shared/dates/msk';
import { formatMoney } from '@wb/shared/money/format';
import type { OrderDetail } from '@wb/shared/orders/order-detail.contract';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../components/format/date-time';
import { FactList } from '../../../components/layout/fact-list';
import { SectionCard } from '../../../components/layout/section-card';

/** An instant as Moscow business date and time in the user's date format (as the orders grid). */
export function useMskDateTime() {
  const { date } = useDateFormat();
  return useCallback(
    (iso: string | null | undefined) => {
      if (!iso) return '';
      const msk = toMsk(iso);
      return `${date(msk.format('YYYY-MM-DDTHH:mm:ss'))} ${msk.format('HH:mm')}`;
    },
    [date],
  );
}

export const money = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : formatMoney(value);

function usePercent() {
  const { i18n } = useTranslation();
  return (value: string | null) =>
    value === null
      ? '—'
      : `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(Number(value))} %`;
}

/** The order's prices: before discounts, the seller's discount, SPP, what the buyer paid. */
export function OrderPrices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const percent = usePercent();
  return (
    <SectionCard title={t('detail.prices.title')}>
      <FactList
        facts={[
          [t('detail.prices.totalPrice'), money(order.totalPrice)],
          [t('detail.prices.discount'), percent(order.discount)],
          [t('detail.prices.priceWithDisc'), money(order.priceWithDisc)],
          [t('detail.prices.spp'), percent(order.spp)],
          [
            t('detail.prices.finishedPrice'),
            <Box component="strong" key="finished">
              {money(order.finishedPrice)}
            </Box>,
          ],
        ]}
      />
    </SectionCard>
  );
}

/** Where the order goes and what it ships with: warehouse, region, supply, sticker, account. */
export function OrderGeography({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const dateTime = useMskDateTime();
  const facts: [string, ReactNode][] = [
    [t('detail.geography.date'), dateTime(order.date)],
    [t('detail.geography.account'), order.account],
    [t('detail.geography.warehouse'), order.warehouse],
    [t('detail.geography.country'), order.country],
    [t('detail.geography.district'), order.district],
    [t('detail.geography.region'), order.region],
    [t('detail.geography.incomeId'), order.incomeId],
    [t('detail.geography.sticker'), order.sticker],
    [t('detail.geography.gNumber'), order.gNumber],
  ];
  if (order.cancelDate) facts.push([t('detail.geography.cancelDate'), dateTime(order.cancelDate)]);
  return (
    <SectionCard title={t('detail.geography.title')}>
      <FactList facts={facts} />
    </SectionCard>
  );
}
