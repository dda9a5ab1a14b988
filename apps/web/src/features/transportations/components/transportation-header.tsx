import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { contractUrl } from '@wb/shared/contracts/define';
import {
  transitionTransportationContract,
  transportationLabelsContract,
  type Transportation,
} from '@wb/shared/transportations/transportations.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { useFormat } from '../../../components/format/use-format';
import { useTransition } from '../api/transportations-queries';
import { movesFrom, type MoveTo } from '../lib/status';
import { StatusChip } from './status-chip';
import { DocumentHeader } from '../../../components/layout/document-header';

/** Moves that change stock or cannot be undone are confirmed first. */
const CONFIRMED: readonly MoveTo[] = ['shipped', 'cancelled'];

/** Number, status, the status buttons the state machine and the role allow, labels, facts. */
export function TransportationHeader({ tr }: { tr: Transportation }) {
  const { t } = useTranslation('transportations');
  const format = useFormat();
  const can = useCan();
  const move = useTransition(tr.id);
  const ask = useConfirmThen(
    (to: MoveTo) => ({
      title: t(`detail.confirm.${to}.title`, { number: tr.number, year: tr.year }),
      description: t(`detail.confirm.${to}.text`, { units: tr.units }),
      confirmText: t(`detail.to.${to}`),
    }),
    (to: MoveTo) => move.mutate(to),
  );
  const moves = can(transitionTransportationContract) ? movesFrom(tr.status) : [];
  const labels = contractUrl(transportationLabelsContract.path, { id: tr.id });
  const facts: [string, ReactNode][] = [
    [t('fields.account'), tr.account],
    [t('fields.warehouse'), tr.warehouse],
    [t('fields.wbWarehouse'), tr.wbWarehouse],
    [t('fields.plannedDate'), format.date(tr.plannedDate)],
    [t('fields.units'), format.integer(tr.units)],
    [t('fields.boxes'), `${format.integer(tr.boxes.length)} / ${format.integer(tr.pallets)}`],
    [t('fields.volume'), tr.volume === null ? t('detail.unknown') : format.number(tr.volume, 3)],
    [t('fields.weight'), tr.weight === null ? t('detail.unknown') : format.number(tr.weight, 3)],
    [t('fields.cost'), tr.cost === null ? '—' : format.money(tr.cost, 'RUB')],
    [t('fields.carrier'), tr.carrier ?? '—'],
    [t('fields.author'), tr.author ?? '—'],
  ];
  if (tr.comment) facts.push([t('fields.comment'), tr.comment]);
  if (tr.operationId)
    facts.push([
      t('detail.shipment'),
      <Link component={RouterLink} to={`/warehouse/operations/${tr.operationId}`}>
        {t('detail.shipmentLink', { number: tr.operationNumber })}
      </Link>,
    ]);
  if (tr.logisticsGroup)
    facts.push([
      t('detail.group'),
      <span>
        <Link component={RouterLink} to={`/logistics-groups/${tr.logisticsGroup.id}`}>
          {tr.logisticsGroup.name}
        </Link>
        {' · '}
        {tr.groupCostShare === null
          ? (tr.groupCostReason ?? t('detail.unknown'))
          : t('detail.groupShare', { amount: format.money(tr.groupCostShare, 'RUB') })}
      </span>,
    ]);
  return (
    <DocumentHeader
      title={t('detail.heading', { number: tr.number, year: tr.year })}
      status={<StatusChip status={tr.status} />}
      actions={
        <>
          {moves.map((to) => (
            <Button
              key={to}
              variant={to === 'cancelled' || to === 'planned' ? 'text' : 'contained'}
              color={to === 'cancelled' ? 'warning' : 'primary'}
              disabled={move.isPending}
              onClick={() => (CONFIRMED.includes(to) ? ask(to) : move.mutate(to))}
            >
              {t(`detail.to.${to}`)}
            </Button>
          ))}
          {tr.boxes.length > 0 && (
            <Button
              component="a"
              href={labels}
              target="_blank"
              rel="noopener"
              variant="outlined"
              startIcon={<PictureAsPdfOutlined />}
            >
              {t('detail.labels')}
            </Button>
          )}
        </>
      }
      error={move.error?.message}
      facts={facts}
    />
  );
}
