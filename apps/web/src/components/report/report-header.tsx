import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { PeriodPreset } from '@wb/shared/dates/periods';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyOptionSelect } from '../form/lazy-option-select';
import type { ReportPeriodState } from './use-report';

// The full picker (presets and two date fields) brings the date library: loaded when shown.
const PeriodPicker = lazy(() =>
  import('../date/period-picker').then((m) => ({ default: m.PeriodPicker })),
);

export interface ReportHeaderProps {
  /** What the report is about and when its figures are from. */
  description?: ReactNode;
  period: ReportPeriodState;
  /** `toggle`: a few presets as buttons (the dashboard); `picker`: every preset and any dates. */
  control: 'toggle' | 'picker';
  /** False when nothing on the page depends on the period (no period control). */
  showPeriod?: boolean;
  presets: readonly PeriodPreset[];
  /** The cabinet slice: shown when the company has more than one. */
  accounts: readonly { id: string; name: string }[];
  account: string | null;
  onAccount: (id: string | null) => void;
}

/** A report's header: its description, the cabinet slice and the period. */
export function ReportHeader(props: ReportHeaderProps) {
  const { t } = useTranslation(['report', 'common']);
  const { period } = props;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      <div>{props.description}</div>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}
      >
        {props.accounts.length > 1 && (
          <LazyOptionSelect
            label={t('account.label')}
            value={props.account ?? ''}
            onChange={(v) => props.onAccount(v || null)}
            allLabel={t('account.all')}
            options={props.accounts.map((a) => ({ value: a.id, label: a.name }))}
          />
        )}
        {props.showPeriod === false ? null : props.control === 'toggle' ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={period.preset}
            onChange={(_, p: PeriodPreset | null) => p && period.setPreset(p)}
            aria-label={t('period')}
            sx={{ flexWrap: 'wrap' }}
          >
            {props.presets.map((p) => (
              <ToggleButton key={p} value={p} sx={{ px: 1.5, textTransform: 'none' }}>
                {t(`common:dates.presets.${p}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" width={420} height={40} />}>
            <PeriodPicker
              value={period.period}
              onChange={period.setPeriod}
              presets={props.presets}
            />
          </Suspense>
        )}
      </Stack>
    </Stack>
  );
}
