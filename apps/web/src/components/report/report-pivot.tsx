import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Period } from '@wb/shared/dates/periods';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import {
  addDays,
  periodDays,
  PIVOT_MAX_DAYS,
  pivotDayKey,
  summedMeasures,
  type PivotRow,
  type ReportDeclaration,
} from '@wb/shared/reports/define-report';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table/data-table';
import type { DataColumn } from '../data-table/types';
import { useList, type ListHandle } from '../data-table/use-list';
import { useFormat } from '../format/use-format';
import { useUrlParam } from './use-report';

export interface ReportPivotProps {
  report: ReportDeclaration;
  /** The label pack of the report's measures (`measures.<key>`). */
  ns: string;
  title: string;
  period: Period;
  account: string | null;
  /** The product cell (e.g. its name linking to its page). */
  productCell?: (row: PivotRow) => ReactNode;
}

const DEFAULTS: ViewState = {
  ...DEFAULT_VIEW,
  sort: [{ field: 'total', dir: 'desc' }],
  pageSize: 25,
  pins: { left: ['group'], right: [] },
};

/**
 * A report's pivot: one summed measure (chosen, kept in the address) by product and day — the
 * days of the period as columns, each sortable and filterable, exported as they are shown.
 * Periods longer than PIVOT_MAX_DAYS days are not pivoted (too many columns).
 */
export default function ReportPivot(props: ReportPivotProps) {
  const { t } = useTranslation(['report', props.ns]);
  const format = useFormat();
  const { report, period } = props;
  const pivot = report.pivot!;
  const measures = summedMeasures(report.measures);
  const [param, setParam] = useUrlParam('pivot');
  const measure = measures.find((m) => m.key === param) ?? measures[0]!;
  const tooLong = periodDays(period) > PIVOT_MAX_DAYS;
  const list = useList(
    pivot,
    undefined as never,
    {
      from: period.from,
      to: period.to,
      measure: measure.key,
      ...(props.account ? { account: props.account } : {}),
    } as never,
  ) as ListHandle<PivotRow>;

  const columns = useMemo(() => {
    const value = (v: unknown) =>
      measure.type === 'money' ? format.money(v as string) : format.integer(Number(v ?? 0));
    const days: DataColumn<PivotRow>[] = [];
    for (let d = period.from; d <= period.to && !tooLong; d = addDays(d, 1)) {
      const key = pivotDayKey(d);
      days.push({
        key,
        type: measure.type,
        total: true,
        sortable: true,
        filterable: true,
        header: d,
        width: 110,
        label: format.date(d),
        render: (row) => value(row[key]),
      });
    }
    const fixed = pivot.columns.map((def): DataColumn<PivotRow> => {
      if (def.key === 'group') {
        return {
          ...def,
          label: t('groupHeaders.product'),
          render: (row) => props.productCell?.(row) ?? row.group ?? t('noGroup'),
        };
      }
      if (def.key === 'total') {
        return {
          ...def,
          type: measure.type,
          label: t('pivot.total'),
          render: (row) => value(row.total),
        };
      }
      return { ...def, label: t(`columns.${def.key}`) };
    });
    return [...fixed, ...days];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow t and format
  }, [pivot, measure, period, tooLong, t, format]);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <TextField
          select
          size="small"
          label={t('pivot.measure')}
          value={measure.key}
          onChange={(e) => setParam(e.target.value === measures[0]!.key ? null : e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {measures.map((m) => (
            <MenuItem key={m.key} value={m.key}>
              {t(`${props.ns}:measures.${m.key}`, { defaultValue: m.header })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {tooLong ? (
        <Alert severity="info">{t('pivot.tooLong', { days: PIVOT_MAX_DAYS })}</Alert>
      ) : (
        <DataTable<PivotRow>
          key={`${measure.key}:${period.from}:${period.to}`}
          list={list}
          label={props.title}
          columns={columns}
          defaultView={DEFAULTS}
          rowId={(row) => row.key}
          viewIn="memory"
        />
      )}
    </Stack>
  );
}
