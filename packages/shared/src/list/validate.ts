import { isDateInRange } from '../dates/msk';
import {
  DATE_PRESETS,
  isGroup,
  LIST_LIMITS,
  LIST_OPERATORS,
  listRequestSchema,
  NO_VALUE_OPERATORS,
  OPERATORS,
  type ColumnDef,
  type Condition,
  type FilterGroup,
  type ListRequest,
} from './list-query';

/** A request that does not fit the resource: the Russian message says what and where. */
export class ListQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListQueryError';
  }
}

const DECIMAL = /^-?\d{1,16}(\.\d{1,4})?$/;

const isDecimal = (v: unknown): v is string | number =>
  (typeof v === 'string' && DECIMAL.test(v)) ||
  (typeof v === 'number' && Number.isFinite(v) && DECIMAL.test(String(v)));

function checkScalar(column: ColumnDef, value: unknown, op: string): string | null {
  const name = `«${column.header}»`;
  switch (column.type) {
    case 'text':
    case 'tags':
      return typeof value === 'string' && value.length > 0
        ? null
        : `Поле ${name}: нужен непустой текст`;
    case 'number':
    case 'money':
      if (
        column.integer &&
        !(typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(String(value)))
      ) {
        return `Поле ${name}: нужно целое число, получено ${JSON.stringify(value)}`;
      }
      return isDecimal(value)
        ? null
        : `Поле ${name}: нужно число, получено ${JSON.stringify(value)}`;
    case 'date':
      if (op === 'preset') {
        return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value)
          ? null
          : `Поле ${name}: неизвестный период ${JSON.stringify(value)}`;
      }
      return typeof value === 'string' && isDateInRange(value)
        ? null
        : `Поле ${name}: нужна дата ГГГГ-ММ-ДД, получено ${JSON.stringify(value)}`;
    case 'enum':
      return typeof value === 'string' && column.options?.includes(value)
        ? null
        : `Поле ${name}: недопустимое значение ${JSON.stringify(value)}`;
    case 'image':
      return `Поле ${name} не фильтруется`;
  }
}

/** Checks one condition against its column; returns the message of the first problem. */
export function checkCondition(columns: readonly ColumnDef[], condition: Condition): string | null {
  const column = columns.find((c) => c.key === condition.field);
  if (!column || !column.filterable) return `Неизвестное поле фильтра «${condition.field}»`;
  const ops: readonly string[] = OPERATORS[column.type];
  if (!ops.includes(condition.op)) {
    return `Поле «${column.header}»: оператор «${condition.op}» не поддерживается`;
  }
  const { op, value } = condition;
  if (NO_VALUE_OPERATORS.includes(op)) {
    return value === undefined || value === null
      ? null
      : `Поле «${column.header}»: оператор «${op}» без значения`;
  }
  if (op === 'between') {
    if (!Array.isArray(value) || value.length !== 2) {
      return `Поле «${column.header}»: для «между» нужны два значения`;
    }
    return checkScalar(column, value[0], op) ?? checkScalar(column, value[1], op);
  }
  if (LIST_OPERATORS.includes(op)) {
    if (!Array.isArray(value) || value.length === 0) {
      return `Поле «${column.header}»: нужен список значений`;
    }
    for (const v of value) {
      const problem = checkScalar(column, v, op);
      if (problem) return problem;
    }
    return null;
  }
  if (Array.isArray(value)) return `Поле «${column.header}»: нужно одно значение`;
  return checkScalar(column, value, op);
}

function checkGroup(columns: readonly ColumnDef[], group: FilterGroup, depth: number): string[] {
  if (depth > LIST_LIMITS.maxDepth) return [`Слишком глубокая вложенность групп фильтра`];
  const problems: string[] = [];
  for (const item of group.items) {
    if (isGroup(item)) problems.push(...checkGroup(columns, item, depth + 1));
    else {
      const problem = checkCondition(columns, item);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** Counts the conditions of a filter tree (all levels). */
export function countConditions(group: FilterGroup | undefined): number {
  if (!group) return 0;
  return group.items.reduce((n, item) => n + (isGroup(item) ? countConditions(item) : 1), 0);
}

/** Every problem of a request against a resource's columns (empty: the request is valid). */
export function listRequestProblems(columns: readonly ColumnDef[], request: ListRequest): string[] {
  const problems: string[] = [];
  if (request.filter) {
    problems.push(...checkGroup(columns, request.filter, 1));
    if (countConditions(request.filter) > LIST_LIMITS.maxConditions) {
      problems.push(`Не больше ${LIST_LIMITS.maxConditions} условий фильтра`);
    }
  }
  for (const s of request.sort) {
    const column = columns.find((c) => c.key === s.field);
    if (!column || !column.sortable) problems.push(`Неизвестное поле сортировки «${s.field}»`);
  }
  if (new Set(request.sort.map((s) => s.field)).size !== request.sort.length) {
    problems.push('Поле сортировки указано дважды');
  }
  for (const key of request.columns ?? []) {
    if (!columns.some((c) => c.key === key)) problems.push(`Неизвестная колонка «${key}»`);
  }
  return problems;
}

/**
 * Parses the `list` query parameter (JSON) and checks it against the columns. Throws a
 * ListQueryError with a Russian message on anything unknown; nothing runs on a bad request.
 */
export function parseListRequest(columns: readonly ColumnDef[], param?: string): ListRequest {
  let json: unknown = {};
  if (param !== undefined && param !== '') {
    try {
      json = JSON.parse(param);
    } catch {
      throw new ListQueryError('Параметр list: некорректный JSON');
    }
  }
  const parsed = listRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
    throw new ListQueryError(`Некорректный запрос списка${where}: ${issue.message}`);
  }
  const problems = listRequestProblems(columns, parsed.data);
  if (problems.length > 0) throw new ListQueryError(problems.join('; '));
  return parsed.data;
}
