import type { PlacedColumn } from './table-grid';
import { DEFAULT_WIDTH, type DataColumn } from './types';

/**
 * The visible columns in display order — left-pinned, the rest, right-pinned — with widths and
 * the sticky offsets of pinned ones.
 */
export function placeColumns<Row>(
  columns: readonly DataColumn<Row>[],
  visible: readonly string[],
  widths: Readonly<Record<string, number>>,
  pins: { left: readonly string[]; right: readonly string[] },
): PlacedColumn<Row>[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const shown = visible.filter((k) => byKey.has(k));
  const left = pins.left.filter((k) => shown.includes(k));
  const right = pins.right.filter((k) => shown.includes(k) && !left.includes(k));
  const middle = shown.filter((k) => !left.includes(k) && !right.includes(k));
  const width = (k: string) => widths[k] ?? byKey.get(k)!.width ?? DEFAULT_WIDTH;

  const out: PlacedColumn<Row>[] = [];
  let offset = 0;
  left.forEach((k, i) => {
    out.push({
      column: byKey.get(k)!,
      width: width(k),
      pin: 'left',
      offset,
      edge: i === left.length - 1,
    });
    offset += width(k);
  });
  for (const k of middle)
    out.push({ column: byKey.get(k)!, width: width(k), pin: null, offset: 0, edge: false });
  let fromRight = right.reduce((sum, k) => sum + width(k), 0);
  right.forEach((k, i) => {
    fromRight -= width(k);
    out.push({
      column: byKey.get(k)!,
      width: width(k),
      pin: 'right',
      offset: fromRight,
      edge: i === 0,
    });
  });
  return out;
}
