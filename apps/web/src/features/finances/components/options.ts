import type { FinanceCategory } from '@wb/shared/finances/finances.schemas';
import type { SelectOption } from './form-select';

/** Categories as a tree, depth-first by name: each parent followed by its children. */
export function categoryTree(
  categories: readonly FinanceCategory[],
  kind?: FinanceCategory['kind'],
): SelectOption[] {
  const of = kind ? categories.filter((c) => c.kind === kind) : [...categories];
  const ids = new Set(of.map((c) => c.id));
  const children = (parentId: string | null) =>
    of
      .filter((c) => (c.parentId !== null && ids.has(c.parentId) ? c.parentId : null) === parentId)
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const out: SelectOption[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const c of children(parentId)) {
      out.push({ value: c.id, label: c.name, depth });
      if (depth < 10) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
