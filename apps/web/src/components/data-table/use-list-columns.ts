import type { ListDeclaration } from '@wb/shared/list/define-list';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './types';

/**
 * A list's columns for the grid, from its declaration: each labelled from the module's label
 * pack (`<tag>:columns.<key>`, else the declared Russian header) and each enum value from
 * `<tag>:options.<key>.<value>` or `<tag>:<key>.<value>`; `overrides` add cells of their own.
 */
export function listColumns<Row>(
  list: Pick<ListDeclaration, 'tag' | 'columns'>,
  t: TFunction,
  overrides: Partial<Record<string, Partial<DataColumn<Row>>>> = {},
): DataColumn<Row>[] {
  const ns = list.tag;
  return list.columns.map((def) => ({
    ...def,
    label: t(`${ns}:columns.${def.key}`, { defaultValue: def.header }),
    ...(def.type === 'enum'
      ? {
          optionLabel: (v: string) =>
            t([`${ns}:options.${def.key}.${v}`, `${ns}:${def.key}.${v}`], { defaultValue: v }),
        }
      : {}),
    ...overrides[def.key],
  }));
}

/** `listColumns` for a component (labels follow the interface language). */
export function useListColumns<Row>(
  list: Pick<ListDeclaration, 'tag' | 'columns'>,
  overrides?: Partial<Record<string, Partial<DataColumn<Row>>>>,
): DataColumn<Row>[] {
  const { t } = useTranslation([list.tag, 'datatable']);
  return useMemo(() => listColumns<Row>(list, t, overrides), [list, t, overrides]);
}
