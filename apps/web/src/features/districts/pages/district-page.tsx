import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DISTRICT_AREA_KINDS, type DistrictAreaKind } from '@wb/shared/districts/districts';
import {
  copyDistrictDefaultsContract,
  deleteDistrictContract,
  updateDistrictContract,
  type District,
  type DistrictContent,
} from '@wb/shared/districts/districts.contract';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { QueryState } from '../../../components/feedback/query-state';
import { NativeSelect } from '../../../components/form/native-select';
import { DocumentHeader } from '../../../components/layout/document-header';
import { SectionCard } from '../../../components/layout/section-card';
import {
  districtQueries,
  useCopyDefaults,
  useDeleteDistrict,
  useSaveDistrict,
} from '../api/districts-queries';
import { MembersSection, NamePicker } from '../components/members-section';
import { contentOf, memberError } from '../lib/district';

const DistrictForm = lazy(() => import('../components/district-form'));

/** Saves a change of the district's members; the refusal (a taken area…) stays on the section. */
function useMembers(d: District, field: 'areas' | 'warehouses') {
  const [error, setError] = useState<string | null>(null);
  const save = useSaveDistrict(d.id, (e) => setError(memberError(e, field)));
  return {
    error,
    pending: save.isPending,
    change: (patch: Partial<DistrictContent>) => {
      setError(null);
      save.mutate({ ...contentOf(d), ...patch });
    },
  };
}

function Areas({ d, editable }: { d: District; editable: boolean }) {
  const { t } = useTranslation('districts');
  const kindId = useId();
  const [kind, setKind] = useState<DistrictAreaKind>('region');
  const { error, pending, change } = useMembers(d, 'areas');
  const choices = useQuery({ ...districtQueries.choices(), enabled: editable });
  const keyOf = (a: { kind: string; name: string }) => `${a.kind}:${a.name}`;
  const options = (choices.data?.areas ?? []).filter((a) => a.kind === kind).map((a) => a.name);
  return (
    <MembersSection
      title={t('areas.title')}
      description={t('areas.description')}
      members={d.areas.map((a) => ({ key: keyOf(a), label: `${t(`kinds.${a.kind}`)}: ${a.name}` }))}
      editable={editable}
      pending={pending}
      error={error}
      onRemove={(key) => change({ areas: d.areas.filter((a) => keyOf(a) !== key) })}
      empty={t('areas.empty')}
      picker={
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-end' } }}
        >
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <label htmlFor={kindId}>
              <Typography variant="body2">{t('areas.kind')}</Typography>
            </label>
            <NativeSelect
              id={kindId}
              value={kind}
              onChange={(e) => setKind(e.target.value as DistrictAreaKind)}
            >
              {DISTRICT_AREA_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </Stack>
          <NamePicker
            label={t('areas.search')}
            options={options}
            taken={d.areas.filter((a) => a.kind === kind).map((a) => a.name)}
            disabled={pending}
            onPick={(name) => change({ areas: [...d.areas, { kind, name }] })}
          />
        </Stack>
      }
    />
  );
}

function Warehouses({ d, editable }: { d: District; editable: boolean }) {
  const { t } = useTranslation('districts');
  const { error, pending, change } = useMembers(d, 'warehouses');
  const choices = useQuery({ ...districtQueries.choices(), enabled: editable });
  return (
    <MembersSection
      title={t('warehouses.title')}
      description={t('warehouses.description')}
      members={d.warehouses.map((w) => ({ key: w, label: w }))}
      editable={editable}
      pending={pending}
      error={error}
      onRemove={(key) => change({ warehouses: d.warehouses.filter((w) => w !== key) })}
      empty={t('warehouses.empty')}
      picker={
        <NamePicker
          label={t('warehouses.search')}
          options={choices.data?.warehouses ?? []}
          taken={d.warehouses}
          disabled={pending}
          onPick={(name) => change({ warehouses: [...d.warehouses, name] })}
        />
      }
    >
      {d.officeWarehouses.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('warehouses.byOffice', { names: d.officeWarehouses.join(', ') })}
        </Typography>
      )}
    </MembersSection>
  );
}

function DistrictView({ d }: { d: District }) {
  const { t } = useTranslation('districts');
  const can = useCan();
  const navigate = useNavigate();
  const editable = !d.system && can(updateDistrictContract);
  const remove = useDeleteDistrict();
  const copy = useCopyDefaults();
  const overview = useQuery(districtQueries.overview());
  const askDelete = useConfirmThen(
    () => ({
      title: t('delete.title', { name: d.name }),
      description: t('delete.text'),
      confirmText: t('delete.confirm'),
    }),
    () => remove.mutate(d, { onSuccess: () => void navigate('/settings/districts') }),
  );
  // After the copy the company's own district of the same system key is the one to edit.
  const copyAndOpen = () =>
    copy.mutate(undefined, {
      onSuccess: () =>
        void overview.refetch().then((fresh) => {
          const mine = fresh.data?.districts.find((x) => x.systemKey === d.systemKey);
          void navigate(mine ? `/settings/districts/${mine.id}` : '/settings/districts');
        }),
    });
  const facts: [string, ReactNode][] = [
    [t('fields.shortName'), d.shortName],
    [t('columns.abroad'), d.abroad ? t('yes') : t('no')],
    [t('fields.position'), d.position],
    [t('areas.title'), d.areas.length],
    [t('warehouses.listed'), d.warehouses.length],
  ];
  return (
    <Stack spacing={2}>
      <DocumentHeader
        title={d.name}
        status={
          <Chip
            size="small"
            color={d.system ? 'default' : 'primary'}
            label={d.system ? t('card.system') : t('card.own')}
          />
        }
        actions={
          !d.system &&
          can(deleteDistrictContract) && (
            <Button
              color="warning"
              disabled={remove.isPending}
              onClick={() => askDelete(undefined)}
            >
              {t('delete.action')}
            </Button>
          )
        }
        facts={facts}
      />
      {d.system && (
        <Alert
          severity="info"
          role="status"
          action={
            overview.data?.own === false &&
            can(copyDistrictDefaultsContract) && (
              <Button color="inherit" size="small" disabled={copy.isPending} onClick={copyAndOpen}>
                {t('copy.action')}
              </Button>
            )
          }
        >
          {overview.data?.own ? t('card.systemUnused') : t('card.systemNote')}
        </Alert>
      )}
      {editable && (
        <SectionCard title={t('card.title')}>
          <Suspense fallback={<PageSpinner />}>
            <DistrictForm d={d} editable={editable} />
          </Suspense>
        </SectionCard>
      )}
      <Areas d={d} editable={editable} />
      <Warehouses d={d} editable={editable} />
    </Stack>
  );
}

/** /settings/districts/:id: a district's card, its buyer areas and its warehouses. */
export default function DistrictPage() {
  const { id = '' } = useParams();
  const query = useQuery(districtQueries.one(id));
  return <QueryState query={query}>{(d) => <DistrictView key={d.id} d={d} />}</QueryState>;
}
