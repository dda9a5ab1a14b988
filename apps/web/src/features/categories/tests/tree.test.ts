import type { Category } from '@wb/shared/categories/categories.contract';
import { describe, expect, it } from 'vitest';
import { buildTree, dropTarget, heightOf, keyboardMoves } from '../lib/tree';

/** A tree from "name parent position" lines (depth derived). */
function tree(spec: [id: string, parent: string | null, position: number][]): Category[] {
  const depth = (id: string): number => {
    const parent = spec.find((s) => s[0] === id)![1];
    return parent ? depth(parent) + 1 : 1;
  };
  return spec.map(([id, parentId, position]) => ({
    id,
    parentId,
    name: id,
    position,
    depth: depth(id),
    productCount: 0,
    totalProductCount: 0,
  }));
}

// A (A1, A2 (A21)), B, C
const LIST = tree([
  ['A', null, 0],
  ['A1', 'A', 0],
  ['A2', 'A', 1],
  ['A21', 'A2', 0],
  ['B', null, 1],
  ['C', null, 2],
]);

describe('category tree helpers', () => {
  it('nests the flat list', () => {
    const roots = buildTree(LIST);
    expect(roots.map((n) => n.id)).toEqual(['A', 'B', 'C']);
    expect(roots[0]!.children.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['A1', []],
      ['A2', ['A21']],
    ]);
    expect(heightOf(LIST, 'A')).toBe(3);
    expect(heightOf(LIST, 'C')).toBe(1);
  });

  it('offers the keyboard moves that are possible', () => {
    expect(keyboardMoves(LIST, 'A')).toEqual({ down: { parentId: null, position: 1 } });
    expect(keyboardMoves(LIST, 'B')).toEqual({
      up: { parentId: null, position: 0 },
      down: { parentId: null, position: 2 },
      indent: { parentId: 'A', position: 2 },
    });
    expect(keyboardMoves(LIST, 'A21')).toEqual({ outdent: { parentId: 'A', position: 2 } });
    expect(keyboardMoves(LIST, 'A2')).toMatchObject({
      indent: { parentId: 'A1', position: 0 },
      outdent: { parentId: null, position: 1 },
    });
  });

  it('refuses an indent that would go deeper than 5 levels', () => {
    const deep = tree([
      ['L1', null, 0],
      ['L2', 'L1', 0],
      ['L3', 'L2', 0],
      ['L4', 'L3', 0],
      ['X', 'L3', 1],
      ['Y', 'X', 0],
    ]);
    // X (with Y) into L4 would put Y at level 6.
    expect(keyboardMoves(deep, 'X').indent).toBeUndefined();
    expect(keyboardMoves(deep, 'Y').outdent).toEqual({ parentId: 'L3', position: 2 });
  });

  it('turns a drop into a move, refusing its own subtree and no-ops', () => {
    expect(dropTarget(LIST, 'C', 'A', 'before')).toEqual({ parentId: null, position: 0 });
    expect(dropTarget(LIST, 'A', 'C', 'after')).toEqual({ parentId: null, position: 2 });
    expect(dropTarget(LIST, 'C', 'A2', 'inside')).toEqual({ parentId: 'A2', position: 1 });
    expect(dropTarget(LIST, 'A1', 'A21', 'before')).toEqual({ parentId: 'A2', position: 0 });
    expect(dropTarget(LIST, 'A', 'A21', 'inside')).toBeNull();
    expect(dropTarget(LIST, 'A', 'A', 'after')).toBeNull();
    expect(dropTarget(LIST, 'B', 'A', 'after')).toBeNull(); // B is right after A already
    expect(dropTarget(LIST, 'B', 'C', 'before')).toBeNull();
  });
});
