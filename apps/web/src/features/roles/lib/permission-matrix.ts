import {
  ACTIONS,
  SUBJECT_ACTIONS,
  SUBJECTS,
  type Action,
  type Subject,
} from '@wb/shared/access/permissions';

/** A cell's key, as roles store it: `subject:action`. */
export const cellKey = (subject: Subject, action: Action) => `${subject}:${action}`;

/** Whether the matrix has a cell there (SUBJECT_ACTIONS): report actions only on `report`… */
export const isCell = (subject: Subject, action: Action) =>
  SUBJECT_ACTIONS[subject].includes(action);

export const rowKeys = (subject: Subject): string[] =>
  SUBJECT_ACTIONS[subject].map((action) => cellKey(subject, action));

export const columnKeys = (action: Action): string[] =>
  SUBJECTS.filter((subject) => isCell(subject, action)).map((subject) => cellKey(subject, action));

export const allKeys = (): string[] => SUBJECTS.flatMap(rowKeys);

/** Actions that have at least one cell (all of them today; an empty column is not shown). */
export const MATRIX_ACTIONS: readonly Action[] = ACTIONS.filter((a) => columnKeys(a).length > 0);

export type GroupState = 'all' | 'some' | 'none';

/** How many of a row's or column's cells are granted. */
export function groupState(granted: ReadonlySet<string>, keys: readonly string[]): GroupState {
  const count = keys.filter((k) => granted.has(k)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/** Grants or removes a group of cells; the result is sorted and free of duplicates. */
export function setGroup(
  granted: readonly string[],
  keys: readonly string[],
  on: boolean,
): string[] {
  const next = new Set(granted);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return [...next].sort();
}
