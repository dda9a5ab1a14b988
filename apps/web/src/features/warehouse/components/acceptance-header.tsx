import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {
  cancelAcceptanceContract,
  completeAcceptanceContract,
  startAcceptanceContract,
  type Acceptance,
} from '@wb/shared/warehouse/acceptance.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../app/session/can';
import { useConfirmThen } from '../../../components/confirm-dialog';
import { useFormat } from '../../../components/format/use-format';
import { useAcceptanceAction } from '../api/acceptance-queries';
import { DocumentHeader } from '../../../components/layout/document-header';

export const ACCEPTANCE_STATUS_COLOR = {
  draft: 'default',
  counting: 'info',
  done: 'success',
  done_with_discrepancies: 'warning',
  cancelled: 'default',
} as const;

/** Number, status, facts and the actions: start counting, complete (confirmed), cancel (confirmed). */
export function AcceptanceHeader({ a }: { a: Acceptance }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const can = useCan();
  const action = useAcceptanceAction(a.id);
  const units = (key: 'expected' | 'counted' | 'defect') => a.lines.reduce((s, l) => s + l[key], 0);
  const askComplete = useConfirmThen(
    () => ({
      title: t('acceptance.completeTitle', { number: a.number }),
      description:
        a.discrepancies > 0
          ? t('acceptance.completeWithDiscrepancies', {
              units: units('counted'),
              count: a.discrepancies,
            })
          : t('acceptance.completeClean', { units: units('counted') }),
      confirmText: t('acceptance.complete'),
    }),
    () => action.mutate('complete'),
  );
  const askCancel = useConfirmThen(
    () => ({
      title: t('acceptance.cancelTitle', { number: a.number }),
      description: t('acceptance.cancelText'),
      confirmText: t('acceptance.cancel'),
    }),
    () => action.mutate('cancel'),
  );
  const open = a.status === 'draft' || a.status === 'counting';
  const facts: [string, ReactNode][] = [
    [t('acceptance.source'), a.source],
    [t('operation.warehouse'), a.warehouse],
    [t('acceptance.expectedDate'), format.date(a.expectedDate)],
    [t('acceptance.expected'), format.integer(units('expected'))],
    [t('acceptance.counted'), format.integer(units('counted'))],
    [t('acceptance.defect'), format.integer(units('defect'))],
    ...(a.comment ? [[t('operation.comment'), a.comment] as [string, ReactNode]] : []),
    [t('operation.author'), a.author ?? t('operation.system')],
    ...(a.operationId
      ? [
          [
            t('acceptance.receipt'),
            <Link component={RouterLink} to={`/warehouse/operations/${a.operationId}`}>
              {t('acceptance.receiptLink', { number: a.operationNumber })}
            </Link>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <DocumentHeader
      title={t('acceptance.heading', { number: a.number, year: a.year })}
      status={
        <Chip
          size="small"
          color={ACCEPTANCE_STATUS_COLOR[a.status]}
          label={t(`acceptanceStatuses.${a.status}`)}
        />
      }
      actions={
        <>
          {a.status === 'draft' && can(startAcceptanceContract) && (
            <Button
              variant="outlined"
              disabled={action.isPending}
              onClick={() => action.mutate('start')}
            >
              {t('acceptance.start')}
            </Button>
          )}
          {a.status === 'counting' && can(completeAcceptanceContract) && (
            <Button
              variant="contained"
              disabled={action.isPending}
              onClick={() => askComplete(undefined)}
            >
              {t('acceptance.complete')}
            </Button>
          )}
          {open && can(cancelAcceptanceContract) && (
            <Button
              color="warning"
              disabled={action.isPending}
              onClick={() => askCancel(undefined)}
            >
              {t('acceptance.cancel')}
            </Button>
          )}
        </>
      }
      error={action.error?.message}
      facts={facts}
    />
  );
}
