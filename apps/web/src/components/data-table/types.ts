import type { ColumnDef } from '@wb/shared/list/list-query';
import type { ReactNode } from 'react';

/** A grid column: the shared definition plus how the browser labels and draws it. */
export interface DataColumn<Row> extends ColumnDef {
  label: string;
  /** The cell; without it the value is shown as text (money and dates formatted). */
  render?: (row: Row) => ReactNode;
  /** Labels of enum values. */
  optionLabel?: (value: string) => string;
}

/** A page as every list endpoint answers (listPageOf in packages/shared). */
export interface DataPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
  totals: Record<string, string>;
  next: string | null;
}

export const MIN_WIDTH = 48;
export const DEFAULT_WIDTH = 140;
export const PAGE_SIZES = [25, 50, 100, 200] as const;
