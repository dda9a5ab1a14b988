/**
 * The unit economics calculator's inputs (docs/domain.md#unit-economics) in three groups (price,
 * logistics, costs), each with a hint of where its prefilled value comes from.
 */
import Box from '@mui/material/Box';
import type { UnitEconomicsData } from '@wb/shared/products/product.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import type { Choice, Field } from '../lib/unit-economics-form';

/** Renders one input: its unit after the value and a hint (or its error) below. */
/** `missing`: the figure has no source (the helper says why): empty, the helper stays shown. */
export type FieldRenderer = (
  name: Field,
  adornment: string,
  helper?: string,
  missing?: boolean,
) => ReactNode;

export function Inputs({
  data,
  choice,
  field,
}: {
  data: UnitEconomicsData;
  choice: Choice;
  field: FieldRenderer;
}) {
  const { t } = useTranslation('product');
  const { date, money, percent } = useFormat();
  const size = data.sizes.find((s) => s.chrtId === choice.chrtId);
  const tariff = data.boxTariffs.find((w) => w.warehouseName === choice.warehouse);
  const cost = size?.cost ?? data.productCost;
  const rub = '₽';
  const next = tariff?.next;
  const fbs = choice.model === 'fbs';
  // The change WB has announced for the warehouse, if any: "from DD.MM: …".
  const nextHint = next
    ? t(fbs ? 'economics.hints.tariffNextFbs' : 'economics.hints.tariffNext', {
        date: date(next.validFrom),
        base: money(fbs ? next.mpDeliveryBase : next.deliveryBase),
        liter: money(fbs ? next.mpDeliveryLiter : next.deliveryLiter),
        storageBase: money(next.storageBase),
        storageLiter: money(next.storageLiter),
      })
    : null;
  const tariffHint = tariff
    ? t('economics.hints.tariff', { warehouse: tariff.warehouseName, date: date(tariff.validFrom) })
    : t('economics.hints.manual');
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  } as const;
  return (
    <>
      <SectionCard title={t('economics.groups.price')}>
        <Box sx={grid}>
          {field(
            'price',
            rub,
            size?.discountedPrice
              ? t('economics.hints.price', {
                  price: money(size.price),
                  discount: percent(size.discount),
                })
              : t('economics.hints.noPrice'),
          )}
          {field(
            'commissionPercent',
            '%',
            data.commission
              ? t('economics.hints.commission', {
                  subject: data.commission.subjectName ?? data.commission.subjectId,
                  date: date(data.commission.validFrom),
                })
              : t('economics.hints.noCommission'),
          )}
          {field(
            'acquiringPercent',
            '%',
            data.acquiring.percent === null
              ? t('economics.hints.noAcquiring')
              : t('economics.hints.acquiring', { days: data.acquiring.days }),
          )}
        </Box>
      </SectionCard>
      <SectionCard
        title={t('economics.groups.logistics')}
        description={nextHint ? `${tariffHint}. ${nextHint}` : tariffHint}
      >
        <Box sx={grid}>
          {field(
            'volumeLitres',
            t('units.l'),
            data.volumeLitres === null
              ? t('economics.hints.noVolume')
              : t('economics.hints.volume'),
            data.volumeLitres === null,
          )}
          {field(
            'buyoutPercent',
            '%',
            data.buyout.percent === null
              ? t('economics.hints.noBuyout', { days: data.buyout.days })
              : t('economics.hints.buyout', {
                  days: data.buyout.days,
                  buyouts: data.buyout.buyouts,
                  known: data.buyout.buyouts + data.buyout.returned + data.buyout.cancelled,
                  orders: data.buyout.orders,
                }),
            data.buyout.percent === null,
          )}
          {field('deliveryBase', rub)}
          {field('deliveryLiter', rub)}
          {field('ktr', '×', t('economics.hints.ktr'))}
          {field('krpPercent', '%', t('economics.hints.krp'))}
          {field('storageBase', t('economics.perDay'))}
          {field('storageLiter', t('economics.perDay'))}
          {field('storageDays', t('economics.days'), t('economics.hints.storageDays'))}
        </Box>
      </SectionCard>
      <SectionCard title={t('economics.groups.costs')}>
        <Box sx={grid}>
          {field(
            'unitCost',
            rub,
            cost
              ? cost.unitCostRub === null
                ? t('economics.hints.costNoRate', { currency: cost.currency })
                : t('economics.hints.cost', { date: date(cost.validFrom) })
              : t('economics.hints.noCost'),
          )}
          {field(
            'taxPercent',
            '%',
            data.tax
              ? t('economics.hints.tax', {
                  organization: data.tax.organization,
                  system: t(`economics.taxSystems.${data.tax.taxSystem}`, {
                    defaultValue: data.tax.taxSystem,
                  }),
                })
              : t('economics.hints.noTax'),
          )}
          {field('adPerUnit', rub, t('economics.hints.ads'))}
        </Box>
      </SectionCard>
    </>
  );
}
