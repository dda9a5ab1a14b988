/**
 * Uploaded prices: tasks go to the buffer (status 1) and are processed a few seconds of sandbox
 * time later (history status 3, 5 or 6). A new discounted price below a third of the current one
 * puts the card in quarantine: the task item succeeds but the old price stays
 * (docs/wb-notes.md#prices).
 */
import type { Product } from '../gen/catalog.ts';
import { priceAt } from '../gen/prices.ts';
import { mskDay } from '../gen/time.ts';

export const PROCESSING_MS = 5_000;

export interface UploadItem {
  nmID: number;
  price?: number;
  discount?: number;
  /** Filled when processed. */
  status?: 2 | 3;
  errorText?: string;
  quarantined?: boolean;
}

export interface UploadTask {
  id: number;
  uploadedAt: number;
  activatesAt: number;
  items: UploadItem[];
  key: string;
  applied: boolean;
}

export interface QuarantineItem {
  nmID: number;
  newPrice: number;
  oldPrice: number;
  newDiscount: number;
  oldDiscount: number;
}

export interface CurrentPrice {
  price: number;
  discount: number;
  clubDiscount: number;
}

export class PriceState {
  tasks: UploadTask[] = [];
  overrides = new Map<number, { price: number; discount: number }>();
  quarantine = new Map<number, QuarantineItem>();
  private nextId: number;

  constructor(seed: number) {
    this.nextId = 1_000_000 + (seed % 1000) * 10_000;
  }

  newId(): number {
    return ++this.nextId;
  }

  /** Applies tasks whose processing time has come (called before every prices answer). */
  process(now: number, seed: number, byNm: Map<number, Product>): void {
    for (const t of this.tasks) {
      if (t.applied || t.activatesAt > now) continue;
      t.applied = true;
      for (const item of t.items) {
        const p = byNm.get(item.nmID);
        if (!p) {
          item.status = 3;
          item.errorText = 'Invalid item No.';
          continue;
        }
        const cur = this.current(seed, p, t.activatesAt);
        const price = item.price ?? cur.price;
        const discount = item.discount ?? cur.discount;
        if (discount < 0 || discount > 95 || price <= 0) {
          item.status = 3;
          item.errorText = 'Invalid price or discount value';
          continue;
        }
        item.status = 2;
        const newDisc = price * (100 - discount);
        const oldDisc = cur.price * (100 - cur.discount);
        if (newDisc * 3 < oldDisc) {
          item.quarantined = true;
          this.quarantine.set(p.nmID, {
            nmID: p.nmID,
            newPrice: price,
            oldPrice: cur.price,
            newDiscount: discount,
            oldDiscount: cur.discount,
          });
        } else {
          this.overrides.set(p.nmID, { price, discount });
          this.quarantine.delete(p.nmID);
        }
      }
    }
  }

  current(seed: number, p: Product, now: number): CurrentPrice {
    const base = priceAt(seed, p, mskDay(now));
    const o = this.overrides.get(p.nmID);
    return o ? { ...base, price: o.price, discount: o.discount } : base;
  }

  /** History status: 3 all ok, 5 some items failed, 6 all failed. */
  static taskStatus(t: UploadTask): number {
    const failed = t.items.filter((i) => i.status === 3).length;
    return failed === 0 ? 3 : failed === t.items.length ? 6 : 5;
  }
}
