import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DistrictAreaKind } from '@wb/shared/districts/districts';
import type { DistrictMember, DistrictsOverview } from '@wb/shared/districts/districts.contract';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/form/native-select';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import { useAddMember } from '../api/districts-queries';

interface Item {
  member: DistrictMember;
  label: string;
  counts: string;
}

/** One unmapped warehouse or area: its name, what it affects, and "add to district…". */
function UnmappedRow({
  item,
  overview,
  editable,
}: {
  item: Item;
  overview: DistrictsOverview;
  editable: boolean;
}) {
  const { t } = useTranslation('districts');
  const add = useAddMember();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {item.label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.counts}
        </Typography>
      </Stack>
      {editable && (
        <NativeSelect
          aria-label={t('unmapped.addTo', { name: item.member.name })}
          value=""
          disabled={!overview.own || add.isPending}
          title={overview.own ? undefined : t('unmapped.copyFirst')}
          onChange={(e) => {
            if (e.target.value) add.mutate({ id: e.target.value, member: item.member });
          }}
        >
          <option value="">{t('unmapped.addToDistrict')}</option>
          {overview.districts.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Stack>
  );
}

/**
 * What the company's stocks and orders name that no district covers (each with the orders and
 * stock it affects and "add to district…"), and WB's hidden «Склад WB», which is not unmapped.
 */
export function UnmappedSection({
  overview,
  editable,
}: {
  overview: DistrictsOverview;
  editable: boolean;
}) {
  const { t } = useTranslation('districts');
  const format = useFormat();
  const n = (value: number) => format.number(value, 0);
  const warehouses: Item[] = overview.unmappedWarehouses.map((w) => ({
    member: { kind: 'warehouse', name: w.name },
    label: w.name,
    counts: t('unmapped.warehouseCounts', { orders: n(w.orders), stock: n(w.stock) }),
  }));
  const areas: Item[] = overview.unmappedAreas.map((a) => ({
    member: { kind: a.kind, name: a.name },
    label: `${t(`kinds.${a.kind satisfies DistrictAreaKind}`)}: ${a.name}`,
    counts: t('unmapped.areaCounts', { orders: n(a.orders) }),
  }));
  const list = (title: string, items: Item[]) =>
    items.length > 0 && (
      <Stack>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Stack component="ul" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <UnmappedRow
              key={`${item.member.kind}:${item.member.name}`}
              item={item}
              overview={overview}
              editable={editable}
            />
          ))}
        </Stack>
      </Stack>
    );
  return (
    <SectionCard title={t('unmapped.title')} description={t('unmapped.description')}>
      <Stack spacing={2}>
        {overview.hidden && (
          <Alert severity="info" role="status">
            {t('unmapped.hidden', {
              name: overview.hidden.name,
              orders: n(overview.hidden.orders),
              stock: n(overview.hidden.stock),
            })}
          </Alert>
        )}
        {warehouses.length + areas.length === 0 ? (
          <Typography color="text.secondary">{t('unmapped.none')}</Typography>
        ) : (
          <>
            {editable && !overview.own && (
              <Typography variant="body2" color="text.secondary">
                {t('unmapped.copyFirst')}
              </Typography>
            )}
            {list(t('unmapped.warehouses'), warehouses)}
            {list(t('unmapped.areas'), areas)}
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
