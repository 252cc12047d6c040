import { describe, expect, it } from 'vitest';
import { buildTree, type TreeNode, type TreeRow } from './build-tree.js';

const row = (id: string, parent: string | null, name = id, value: number | null = null): TreeRow => ({ id, parent, name, value });
const shape = (node: TreeNode | null): unknown => (node ? [node.name, node.children.map(shape)] : null);

// An organisation: the CEO reports to nobody.
const org = [row('1', null, 'CEO'), row('2', '1', 'CTO'), row('3', '1', 'CFO'), row('4', '2', 'Dev'), row('5', '2', 'Ops'), row('6', '3', 'Audit')];

describe('buildTree', () => {
  it("finds the root as Superset's tree does: the largest tree under an only child", () => {
    expect(shape(buildTree(org))).toEqual(['CEO', [['CTO', [['Dev', []], ['Ops', []]]], ['CFO', [['Audit', []]]]]]);
    expect(buildTree(org)!.children[0]!.children[1]).toMatchObject({ key: '["1","2","5"]', id: '5' });
  });

  it('starts from the root asked for, or a root named by a parent id no row has', () => {
    expect(shape(buildTree(org, '2'))).toEqual(['CTO', [['Dev', []], ['Ops', []]]]);
    const states = [row('CA', 'USA'), row('TX', 'USA'), row('NY', 'USA')];
    expect(shape(buildTree(states, 'USA'))).toEqual(['USA', [['CA', []], ['TX', []], ['NY', []]]]);
    expect(shape(buildTree(states))).toEqual(['USA', [['CA', []], ['TX', []], ['NY', []]]]);
    expect(buildTree(org, 'nobody')).toBeNull();
  });

  it('keeps the first row of an id and stops at cycles', () => {
    const looped = [row('a', null), row('b', 'a'), row('c', 'b'), row('a', 'c'), row('b', 'a', 'second b')];
    expect(shape(buildTree(looped))).toEqual(['a', [['b', [['c', []]]]]]);
  });

  it('finds no tree in no rows', () => {
    expect(buildTree([])).toBeNull();
  });
});
