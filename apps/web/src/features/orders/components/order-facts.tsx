import Box from '@mui/material/Box';
import type { OrderDetail } from '@wb/shared/orders/order-detail.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { FactList } from '../../../components/layout/fact-list';
import { SectionCard } from '../../../components/layout/section-card';

/** The order's prices: before discounts, the seller's discount, SPP, what the buyer paid. */
export function OrderPrices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { money, percent } = useFormat();
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
  const { dateTime, id } = useFormat();
  const facts: [string, ReactNode][] = [
    [t('detail.geography.date'), dateTime(order.date)],
    [t('detail.geography.account'), order.account],
    [t('detail.geography.warehouse'), order.warehouse],
    [t('detail.geography.country'), order.country],
    [t('detail.geography.district'), order.district],
    [t('detail.geography.region'), order.region],
    [t('detail.geography.incomeId'), id(order.incomeId)],
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
