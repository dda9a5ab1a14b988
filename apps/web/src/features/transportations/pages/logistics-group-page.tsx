import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import {
  deleteLogisticsGroupContract,
  updateLogisticsGroupContract,
  type LogisticsGroup,
} from '@wb/shared/transportations/logistics-groups.contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notifyActionError } from '../../../app/notifications';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useFormat } from '../../../components/format/use-format';
import { SectionCard } from '../../../components/layout/section-card';
import {
  transportationQueries,
  useDeleteGroup,
  useSaveGroup,
} from '../api/transportations-queries';
import { groupInputOf as inputOf } from '../lib/group';
import { GroupMembers } from '../components/group-members';
import { StatusChip } from '../components/status-chip';
import { DocumentHeader } from '../../../components/layout/document-header';

const GroupForm = lazy(() => import('../components/group-form'));

function Group({ g }: { g: LogisticsGroup }) {
  const { t } = useTranslation('transportations');
  const format = useFormat();
  const can = useCan();
  const navigate = useNavigate();
  const editable = can(updateLogisticsGroupContract);
  // Adding or removing a transportation saves the trip as stored, with the new list.
  const members = useSaveGroup(g.id, (e) => notifyActionError(e, t('groups.saveFailed')));
  const remove = useDeleteGroup();
  const askDelete = useConfirmThen(
    () => ({
      title: t('groups.deleteTitle', { name: g.name }),
      description: t('groups.deleteText'),
      confirmText: t('groups.delete'),
    }),
    () => remove.mutate(g.id, { onSuccess: () => void navigate('/logistics-groups') }),
  );
  const facts: [string, ReactNode][] = [
    [t('columns.volume'), g.volume === null ? t('detail.unknown') : format.number(g.volume, 3)],
    [t('columns.weight'), g.weight === null ? t('detail.unknown') : format.number(g.weight, 3)],
    [t('fields.cost'), g.cost === null ? '—' : format.money(g.cost, 'RUB')],
    [t('fields.author'), g.author ?? '—'],
  ];
  return (
    <Stack spacing={2}>
      <DocumentHeader
        title={g.name}
        status={<StatusChip status={g.status} />}
        actions={
          can(deleteLogisticsGroupContract) && (
            <Button
              color="warning"
              disabled={remove.isPending}
              onClick={() => askDelete(undefined)}
            >
              {t('groups.delete')}
            </Button>
          )
        }
        facts={facts}
      />
      <GroupMembers
        g={g}
        editable={editable}
        pending={members.isPending}
        onChange={(ids) => members.mutate({ ...inputOf(g), transportationIds: ids })}
      />
      <SectionCard title={t('groups.trip')}>
        {/* The form (react-hook-form, its resolver, the fields) is its own chunk. */}
        <Suspense fallback={<PageSpinner />}>
          <GroupForm g={g} editable={editable} />
        </Suspense>
      </SectionCard>
    </Stack>
  );
}

/** /logistics-groups/:id: a trip — its fields, the transportations it carries, its cost split. */
export default function LogisticsGroupPage() {
  const { id = '' } = useParams();
  const query = useQuery(transportationQueries.group(id));
  return <QueryState query={query}>{(g) => <Group key={g.id} g={g} />}</QueryState>;
}
