/** One node of the tree. */
export interface TreeNode {
  /** Unique in the tree: the ids from the root down, as JSON. */
  key: string;
  /** The node's id as text (the row's id column). */
  id: string;
  name: string;
  /** The metric's value, when there is a metric and the row has one. */
  value: number | null;
  children: TreeNode[];
}

/** One row reduced to what the tree needs. */
export interface TreeRow {
  id: string;
  /** Null for a row without a parent. */
  parent: string | null;
  name: string;
  value: number | null;
}

/**
 * The subtree under `rootId`: the row with that id and its descendants, each row once (a cycle
 * in the data stops where it would repeat a node). When no row has the id but rows name it as
 * their parent, a root of that name holds them. Null when neither.
 */
function treeFrom(rootId: string, byId: ReadonlyMap<string, TreeRow>, childrenOf: ReadonlyMap<string, readonly TreeRow[]>): TreeNode | null {
  const rootRow = byId.get(rootId);
  if (!rootRow && !childrenOf.has(rootId)) return null;
  const seen = new Set<string>([rootId]);
  const grow = (row: TreeRow, path: readonly string[]): TreeNode => {
    const children: TreeNode[] = [];
    for (const child of childrenOf.get(row.id) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      children.push(grow(child, [...path, child.id]));
    }
    return { key: JSON.stringify(path), id: row.id, name: row.name, value: row.value, children };
  };
  return grow(rootRow ?? { id: rootId, parent: null, name: rootId, value: null }, [rootId]);
}

const sizeOf = (node: TreeNode): number => 1 + node.children.reduce((sum, child) => sum + sizeOf(child), 0);

/**
 * The tree of id/parent rows, as Superset's tree chart finds it. With `rootId`, the tree under
 * that id. Without, the largest tree rooted at a node that is its parent's only child (a lone root
 * whose parent is empty is one); when there is none, the largest tree under a parent id that no
 * row has (rows pointing at an absent parent share a root named by it). The first row of an id
 * wins; a cycle stops where it would repeat a node. Null when no tree is found.
 *
 * @example
 * buildTree([{ id: '1', parent: null, name: 'CEO', value: null }, { id: '2', parent: '1', name: 'CTO', value: null }]);
 * // { key: '["1"]', id: '1', name: 'CEO', children: [{ key: '["1","2"]', id: '2', name: 'CTO', children: [] }] }
 */
export function buildTree(rows: readonly TreeRow[], rootId?: string | null): TreeNode | null {
  const byId = new Map<string, TreeRow>();
  const childrenOf = new Map<string, TreeRow[]>();
  for (const row of rows) {
    if (!byId.has(row.id)) byId.set(row.id, row);
    const key = row.parent ?? '';
    const siblings = childrenOf.get(key);
    if (siblings) siblings.push(row);
    else childrenOf.set(key, [row]);
  }
  if (rootId !== undefined && rootId !== null && rootId !== '') return treeFrom(rootId, byId, childrenOf);

  let best: TreeNode | null = null;
  let bestSize = 0;
  const consider = (candidate: TreeNode | null) => {
    if (!candidate) return;
    const size = sizeOf(candidate);
    if (size > bestSize) {
      best = candidate;
      bestSize = size;
    }
  };
  for (const [, children] of childrenOf) {
    if (children.length === 1) consider(treeFrom(children[0]!.id, byId, childrenOf));
  }
  if (bestSize <= 1) {
    for (const parentId of childrenOf.keys()) {
      if (parentId !== '' && !byId.has(parentId)) consider(treeFrom(parentId, byId, childrenOf));
    }
  }
  return best;
}
