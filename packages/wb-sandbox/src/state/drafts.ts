/** FBW supply drafts (since 10.09.2026): created and filled through the API, kept in memory. */
import { uuidFrom } from '../gen/rng.ts';

export interface DraftItem {
  sku: string;
  quantity: number;
}

export interface Draft {
  draftId: string;
  createdAt: number;
  updatedAt: number;
  /** Barcode → quantity, in the order the items were added. */
  items: Map<string, number>;
}

export class DraftState {
  drafts = new Map<string, Draft>();
  private created = 0;

  constructor(private readonly seed = 0) {}

  /** A new empty draft; ids are deterministic per seller (seed, sequence number). */
  create(now: number): Draft {
    const draftId = uuidFrom(this.seed, 0xd7af7, ++this.created);
    const draft: Draft = { draftId, createdAt: now, updatedAt: now, items: new Map() };
    this.drafts.set(draftId, draft);
    return draft;
  }
}
