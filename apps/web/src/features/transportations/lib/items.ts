import type {
  Transportation,
  TransportationInput,
} from '@wb/shared/transportations/transportations.contract';

/** A line of the items editor: a size in a box. `key` keeps React's rows stable while editing. */
export interface DraftItem {
  key: string;
  nmId: number;
  chrtId: string;
  title: string | null;
  vendorCode: string | null;
  size: string | null;
  barcode: string | null;
  boxNo: number;
  quantity: number;
}

type Size = Omit<DraftItem, 'key' | 'boxNo' | 'quantity'>;

let next = 0;
const newKey = () => `new-${++next}`;

export const draftOf = (tr: Transportation): DraftItem[] =>
  tr.items.map((i) => ({
    key: i.id,
    nmId: i.nmId,
    chrtId: i.chrtId,
    title: i.title,
    vendorCode: i.vendorCode,
    size: i.size,
    barcode: i.barcode,
    boxNo: i.boxNo,
    quantity: i.quantity,
  }));

/** One unit of a size into a box: a new line, or one more on the size's line in that box. */
export function addItem(items: DraftItem[], size: Size, boxNo: number): DraftItem[] {
  const at = items.findIndex((l) => l.chrtId === size.chrtId && l.boxNo === boxNo);
  if (at >= 0) return items.map((l, i) => (i === at ? { ...l, quantity: l.quantity + 1 } : l));
  const { nmId, chrtId, title, vendorCode, size: name, barcode } = size;
  return [
    ...items,
    { key: newKey(), nmId, chrtId, title, vendorCode, size: name, barcode, boxNo, quantity: 1 },
  ];
}

/** The PUT body: the transportation's fields as they are, the edited items, pallets of boxes kept. */
export function inputOf(tr: Transportation, items: DraftItem[]): TransportationInput {
  const boxes = new Set(items.map((i) => i.boxNo));
  return {
    accountId: tr.accountId,
    warehouseId: tr.warehouseId,
    wbWarehouse: tr.wbWarehouse,
    plannedDate: tr.plannedDate,
    carrier: tr.carrier,
    cost: tr.cost,
    volume: null,
    weight: null,
    comment: tr.comment,
    items: items.map(({ nmId, chrtId, boxNo, quantity }) => ({ nmId, chrtId, boxNo, quantity })),
    pallets: tr.boxes
      .filter((b) => b.palletNo !== null && boxes.has(b.boxNo))
      .map((b) => ({ boxNo: b.boxNo, palletNo: b.palletNo! })),
  };
}
