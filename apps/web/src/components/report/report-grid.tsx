import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { Period } from '@wb/shared/dates/periods';
import type { Sort } from '@wb/shared/list/list-query';
import { DEFAULT_VIEW, type ViewState } from '@wb/shared/list/view-state';
import {
  isTimeGrouping,
  PRODUCT_COLUMNS,
  type Grouping,
  type ReportDeclaration,
} from '@wb/shared/reports/define-report';
import { drillTarget, type ReportCell } from '@wb/shared/reports/drill';
import { lazy, Suspense, use, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table/data-table';
import type { DataColumn } from '../data-table/types';
import { useList, type ListHandle } from '../data-table/use-list';
import { useFormat } from '../format/use-format';
import { drillsOf } from './drills';

const DrillDialog = lazy(() => import('./drill-dialog'));

/** A grid row of a report: the group and its measures (decimal strings). */
export interface ReportRow {
  key: string;
  group: string | null;
  photo: string | null;
  nmId: number | null;
  vendorCode: string | null;
  [measure: string]: string | number | null;
}

export interface ReportGridProps {
  report: ReportDeclaration;
  /** The label pack of the report's measures (`measures.<key>`). */
  ns: string;
  title: string;
  period: Period;
  account: { id: string; name: string } | null;
  groupBy: Grouping;
  onGroupBy: (g: Grouping) => void;
  /** The grid's order when the user has not chosen one (time groups: by date). */
  defaultSort: Sort[];
  /** The group cell of a product (e.g. its name linking to its page). */
  productCell?: (row: ReportRow) => ReactNode;
  /** Measures whose non-zero values must stand out (e.g. a difference that should be 0). */
  flagNonZero?: readonly string[];
}

/**
 * A report's grid: the groups of the period with their measures — paged, sorted, filtered,
 * totalled and exported like every list (the report's rows list) — and each measure's cell opens
 * the rows behind it.
 */
export default function ReportGrid(props: ReportGridProps) {
  const { t } = useTranslation(['report', props.ns]);
  const format = useFormat();
  const { report, period, groupBy } = props;
  const [drill, setDrill] = useState<{ cell: ReportCell; title: string } | null>(null);
  const drills = use(drillsOf(report));
  const list = useList(
    report.rows,
    undefined as never,
    {
      from: period.from,
      to: period.to,
      groupBy,
      ...(props.account ? { account: props.account.id } : {}),
    } as never,
  ) as ListHandle<ReportRow>;

  const groupLabel = (row: ReportRow) => {
    if (isTimeGrouping(groupBy)) {
      return groupBy === 'week'
        ? format.range({ from: row.key, to: String(row.group).slice(-10) })
        : groupBy === 'month'
          ? `${row.key.slice(5, 7)}.${row.key.slice(0, 4)}`
          : format.date(row.key);
    }
    return row.group ?? t('noGroup');
  };

  const columns = useMemo(() => {
    const measures = new Set(report.measures.map((m) => m.key));
    const ratios = new Set(report.measures.filter((m) => m.ratio).map((m) => m.key));
    return report.rows.columns
      .filter((c) => groupBy === 'product' || !PRODUCT_COLUMNS.includes(c.key))
      .map((def): DataColumn<ReportRow> => {
        if (def.key === 'group') {
          return {
            ...def,
            label: t(`groupHeaders.${groupBy}`),
            render: (row) =>
              groupBy === 'product' && props.productCell ? props.productCell(row) : groupLabel(row),
          };
        }
        if (!measures.has(def.key)) return { ...def, label: t(`columns.${def.key}`) };
        const label = t(`${props.ns}:measures.${def.key}`, { defaultValue: def.header });
        return {
          ...def,
          label,
          render: (row) => {
            // A ratio (buyout %, average price) is per group, missing where it cannot be
            // computed, and has no rows of its own behind it.
            if (ratios.has(def.key)) {
              const ratio = row[def.key] as string | null;
              return def.type === 'money' ? format.money(ratio) : format.percent(ratio);
            }
            if (row[def.key] === null) {
              // An unknown figure (a nullable measure): a dash with the reason, never 0.
              const reason = t(`${props.ns}:missing.${def.key}`, {
                defaultValue: t('missing'),
              });
              return (
                <Tooltip title={reason}>
                  <span aria-label={reason} tabIndex={0}>
                    —
                  </span>
                </Tooltip>
              );
            }
            const value = String(row[def.key] ?? '0');
            const formatted =
              def.type === 'money' ? format.money(value) : format.integer(Number(value));
            const flagged = props.flagNonZero?.includes(def.key) && Number(value) !== 0;
            const text = flagged ? (
              <Box component="strong" sx={{ color: 'error.main' }}>
                {formatted}
              </Box>
            ) : (
              formatted
            );
            const cell: ReportCell = {
              measure: def.key,
              period,
              accountName: props.account?.name,
              group: { by: groupBy, key: row.key, label: row.group, nmId: row.nmId },
            };
            if (!drillTarget(drills, cell) || value === '0' || value === '0.00') return text;
            return (
              <ButtonBase
                onClick={(e) => {
                  e.stopPropagation();
                  setDrill({
                    cell,
                    title: t('drill.title', {
                      measure: label,
                      group: groupLabel(row),
                      period: format.range(period),
                    }),
                  });
                }}
                aria-label={t('drill.open', { label: `${label}, ${groupLabel(row)}` })}
                sx={{ font: 'inherit', textDecoration: 'underline dotted', borderRadius: 0.5 }}
              >
                {text}
              </ButtonBase>
            );
          },
        };
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow t and format
  }, [report, drills, groupBy, period, props.account, props.ns, props.flagNonZero, t, format]);

  const defaultView = useMemo<ViewState>(
    () => ({ ...DEFAULT_VIEW, sort: props.defaultSort, pageSize: 25 }),
    [props.defaultSort],
  );

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <TextField
          select
          size="small"
          label={t('groupBy')}
          value={groupBy}
          onChange={(e) => props.onGroupBy(e.target.value as Grouping)}
          sx={{ minWidth: 200 }}
        >
          {report.groupings.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`groupings.${g}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ minWidth: 0 }}>
        <DataTable<ReportRow>
          key={groupBy}
          list={list}
          label={props.title}
          columns={columns}
          defaultView={defaultView}
          rowId={(row) => row.key}
        />
      </Box>
      {drill && (
        <Suspense fallback={null}>
          <DrillDialog
            report={report}
            cell={drill.cell}
            title={drill.title}
            onClose={() => setDrill(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
