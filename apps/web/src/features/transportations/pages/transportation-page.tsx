import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import {
  isEditable,
  updateTransportationContract,
} from '@wb/shared/transportations/transportations.contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../app/session/can';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { QueryState } from '../../../components/feedback/query-state';
import { SectionCard } from '../../../components/layout/section-card';
import { transportationQueries } from '../api/transportations-queries';
import { AcceptanceTable } from '../components/acceptance-table';
import { BoxesTable } from '../components/boxes-table';
import { StatusTimeline } from '../components/status-timeline';
import { TransportationHeader } from '../components/transportation-header';

// The items editor (search, inputs) is its own chunk: most visits only look.
const ItemsEditor = lazy(() => import('../components/items-editor'));
// WB's side (the link form, its buttons) loads after the header and the items.
const WbSupplyCard = lazy(() => import('../components/wb-supply-card'));

/**
 * /transportations/:transportationId: status and its history, items by box (edited while planned
 * or packing), labels, WB supply and WB's acceptance with its shortages.
 */
export default function TransportationPage() {
  const { t } = useTranslation('transportations');
  const can = useCan();
  const { transportationId: id = '' } = useParams();
  const query = useQuery(transportationQueries.one(id));
  return (
    <QueryState query={query}>
      {(tr) => (
        <Stack spacing={2}>
          <TransportationHeader tr={tr} />
          {tr.acceptance.length > 0 && <AcceptanceTable tr={tr} />}
          <SectionCard
            title={t('items.title')}
            description={isEditable(tr.status) ? t('items.hint') : undefined}
          >
            {isEditable(tr.status) && can(updateTransportationContract) ? (
              <Suspense fallback={<PageSpinner />}>
                {/* A new answer (saved, or moved) starts the editor again from the server's items. */}
                <ItemsEditor
                  key={`${tr.id}:${tr.status}:${tr.items.map((i) => i.id).join()}`}
                  tr={tr}
                />
              </Suspense>
            ) : (
              <BoxesTable tr={tr} />
            )}
          </SectionCard>
          <Suspense fallback={<PageSpinner />}>
            <WbSupplyCard key={`${tr.supply.supplyId}:${tr.supply.preorderId}`} tr={tr} />
          </Suspense>
          <StatusTimeline events={tr.events} />
        </Stack>
      )}
    </QueryState>
  );
}
