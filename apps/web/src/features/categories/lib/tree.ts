import { CATEGORY_LIMITS, type Category } from '@wb/shared/categories/categories.contract';

/** A category with its children, as the page draws it. */
export interface TreeNode extends Category {
  children: TreeNode[];
}

/** Where a category goes: the server's move request. */
export interface MoveTarget {
  parentId: string | null;
  position: number;
}

export type DropZone = 'before' | 'after' | 'inside';

/** The nested tree of the server's flat list (display order, siblings by position). */
export function buildTree(list: readonly Category[]): TreeNode[] {
  const nodes = new Map(list.map((c) => [c.id, { ...c, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const c of list) {
    const node = nodes.get(c.id)!;
    const parent = c.parentId ? nodes.get(c.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (items: TreeNode[]) => {
    items.sort((a, b) => a.position - b.position);
    items.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

const siblingsOf = (list: readonly Category[], parentId: string | null) =>
  list.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position);

/** The category and everything under it. */
export function subtreeOf(list: readonly Category[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of list) {
      if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Levels of the subtree (1: no children). */
export function heightOf(list: readonly Category[], id: string): number {
  const ids = subtreeOf(list, id);
  const node = list.find((c) => c.id === id);
  if (!node) return 0;
  return Math.max(...list.filter((c) => ids.has(c.id)).map((c) => c.depth)) - node.depth + 1;
}

function fits(list: readonly Category[], id: string, parentId: string | null): boolean {
  const parentDepth = parentId ? (list.find((c) => c.id === parentId)?.depth ?? 0) : 0;
  return parentDepth + heightOf(list, id) <= CATEGORY_LIMITS.maxDepth;
}

/** Whether the target leaves the category where it is. */
function isSamePlace(list: readonly Category[], id: string, target: MoveTarget): boolean {
  const node = list.find((c) => c.id === id)!;
  if (node.parentId !== target.parentId) return false;
  const index = siblingsOf(list, node.parentId).findIndex((c) => c.id === id);
  return index === target.position;
}

/**
 * The keyboard alternative to dragging: up and down among the siblings, indent (into the
 * previous sibling, last) and outdent (after the parent). A move that is impossible (first,
 * last, top level, too deep) is absent.
 */
export function keyboardMoves(
  list: readonly Category[],
  id: string,
): Partial<Record<'up' | 'down' | 'indent' | 'outdent', MoveTarget>> {
  const node = list.find((c) => c.id === id);
  if (!node) return {};
  const siblings = siblingsOf(list, node.parentId);
  const i = siblings.findIndex((c) => c.id === id);
  const moves: Partial<Record<'up' | 'down' | 'indent' | 'outdent', MoveTarget>> = {};
  if (i > 0) moves.up = { parentId: node.parentId, position: i - 1 };
  if (i < siblings.length - 1) moves.down = { parentId: node.parentId, position: i + 1 };
  const previous = siblings[i - 1];
  if (previous && fits(list, id, previous.id)) {
    moves.indent = { parentId: previous.id, position: siblingsOf(list, previous.id).length };
  }
  if (node.parentId) {
    const parent = list.find((c) => c.id === node.parentId)!;
    const parentIndex = siblingsOf(list, parent.parentId).findIndex((c) => c.id === parent.id);
    moves.outdent = { parentId: parent.parentId, position: parentIndex + 1 };
  }
  return moves;
}

/**
 * Where a drop on `targetId` puts the dragged category: before or after it among its siblings,
 * or inside it (last). Null when the drop is not allowed (into its own subtree, too deep) or
 * changes nothing.
 */
export function dropTarget(
  list: readonly Category[],
  draggedId: string,
  targetId: string,
  zone: DropZone,
): MoveTarget | null {
  const target = list.find((c) => c.id === targetId);
  if (!target || subtreeOf(list, draggedId).has(targetId)) return null;
  let move: MoveTarget;
  if (zone === 'inside') {
    const children = siblingsOf(list, target.id).filter((c) => c.id !== draggedId);
    move = { parentId: target.id, position: children.length };
  } else {
    const siblings = siblingsOf(list, target.parentId).filter((c) => c.id !== draggedId);
    const index = siblings.findIndex((c) => c.id === targetId);
    move = { parentId: target.parentId, position: zone === 'before' ? index : index + 1 };
  }
  if (!fits(list, draggedId, move.parentId) || isSamePlace(list, draggedId, move)) return null;
  return move;
}
