/**
 * Tag (ярлык) changes made through the content API, on top of the generated tags: created,
 * renamed and deleted tags and the tag sets of cards re-linked by `tag/nomenclature/link`.
 */
import type { Product, Tag } from '../gen/catalog.ts';

/** Per seller and per card (wb-openapi/02-items.yaml). */
export const MAX_TAGS = 15;
export const MAX_CARD_TAGS = 15;

export class TagState {
  private readonly added: Tag[] = [];
  private readonly changed = new Map<number, Tag>();
  private readonly deleted = new Set<number>();
  /** nmID → tag ids set by a link call. */
  private readonly links = new Map<number, number[]>();
  private nextId: number;

  constructor(seed: number) {
    this.nextId = 900_000 + (seed % 1000) * 100;
  }

  list(generated: readonly Tag[]): Tag[] {
    return [...generated, ...this.added]
      .filter((t) => !this.deleted.has(t.id))
      .map((t) => this.changed.get(t.id) ?? t);
  }

  create(generated: readonly Tag[], name: string, color: string): Tag {
    const tag = { id: ++this.nextId, name, color };
    if (this.list(generated).length >= MAX_TAGS) throw new Error('too many tags');
    this.added.push(tag);
    return tag;
  }

  update(tag: Tag, patch: { name?: string; color?: string }): void {
    this.changed.set(tag.id, { ...tag, ...patch });
  }

  remove(id: number): void {
    this.deleted.add(id);
  }

  link(nmID: number, tagIds: number[]): void {
    this.links.set(nmID, tagIds);
  }

  /** Tag ids of a card as of now. */
  ofProduct(p: Product): number[] {
    return (this.links.get(p.nmID) ?? p.tagIds).filter((id) => !this.deleted.has(id));
  }
}
