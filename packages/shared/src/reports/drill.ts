import type { Period } from '../dates/periods';
import type { ListDeclaration } from '../list/define-list';
import type { Condition, FilterGroup } from '../list/list-query';
import { bucketEnd, isTimeGrouping, type Grouping, type ReportDrill } from './define-report';

/** A cell of a report: a measure over the period, optionally of one group (a grid row). */
export interface ReportCell {
  measure: string;
  period: Period;
  /** The account slice, by the cabinet's name (what the drill lists show). */
  accountName?: string | undefined;
  /** The grid row's grouping and its values (none: the whole period, e.g. a KPI card). */
  group?: { by: Grouping; key: string; label: string | null; nmId: number | null } | undefined;
}

/** The rows behind a cell: the list they are in and the filter that selects them. */
export interface DrillTarget {
  list: ListDeclaration;
  filter: FilterGroup;
}

/** The drill of a measure (null: the report does not know where its rows are). */
export const drillOf = (drills: readonly ReportDrill[], measure: string) =>
  drills.find((d) => d.measures.includes(measure)) ?? null;

function groupCondition(drill: ReportDrill, group: NonNullable<ReportCell['group']>) {
  if (isTimeGrouping(group.by)) return null;
  const field = drill.by[group.by];
  if (!field) return undefined;
  if (group.by === 'product') {
    return group.nmId === null ? undefined : { field, op: 'eq', value: group.nmId };
  }
  if (group.label === null || group.label === '') {
    // Tags have no "none" operator over one array: untagged products are not reachable.
    return group.by === 'tag' ? undefined : { field, op: 'isEmpty' };
  }
  if (group.by === 'tag') return { field, op: 'hasAny', value: [group.label] };
  return { field, op: 'equals', value: group.label };
}

/**
 * The list filter that selects exactly the rows a cell summed: the period (or the cell's day,
 * week or month), the group, the cabinet slice, and the measure's own conditions. Null when the
 * report's rows cannot be reached for this cell (no drill list, or a grouping the list cannot
 * filter on).
 */
export function drillTarget(drills: readonly ReportDrill[], cell: ReportCell): DrillTarget | null {
  const drill = drillOf(drills, cell.measure);
  if (!drill) return null;
  let range: Period = cell.period;
  const items: Condition[] = [];
  if (cell.group) {
    if (isTimeGrouping(cell.group.by)) {
      const from = cell.group.key;
      const to = bucketEnd(from, cell.group.by);
      range = {
        from: from < cell.period.from ? cell.period.from : from,
        to: to > cell.period.to ? cell.period.to : to,
      };
    } else {
      const condition = groupCondition(drill, cell.group);
      if (condition === undefined) return null;
      if (condition) items.push(condition);
    }
  }
  items.unshift({ field: drill.date, op: 'between', value: [range.from, range.to] });
  if (cell.accountName) {
    if (!drill.account) return null;
    items.push({ field: drill.account, op: 'equals', value: cell.accountName });
  }
  items.push(...(drill.where?.[cell.measure] ?? []));
  return { list: drill.list, filter: { op: 'and', items } };
}
