import type { PartitionNode } from './transform-props.js';

/** One partition placed in its icicle. */
export interface IcicleCell {
  node: PartitionNode;
  /** Its column: 0 for the metric. */
  depth: number;
  /** Its vertical extent as shares of the icicle's height. */
  y0: number;
  y1: number;
  parent: IcicleCell | null;
  children: IcicleCell[];
}

/** How partitions are sized and pruned (the chart's render settings). */
export interface IcicleOptions {
  logScale: boolean;
  equalDateSize: boolean;
  partitionLimit: number | null;
  partitionThreshold: number | null;
}

/** The cells of one icicle, parents before children, and how many columns it spans. */
export interface IcicleLayout {
  cells: IcicleCell[];
  columns: number;
}

interface Draft {
  node: PartitionNode;
  weight: number;
  children: Draft[];
}

const heightOf = (node: PartitionNode): number => (node.children.length === 0 ? 0 : 1 + Math.max(...node.children.map(heightOf)));
const isPeriodParent = (draft: Draft) => draft.children.length > 0 && draft.children.every((child) => child.node.kind === 'time');
const sumOf = (drafts: readonly Draft[]) => drafts.reduce((total, draft) => total + draft.weight, 0) || 1;

/**
 * Lays out one metric's icicle as Superset's partition chart does: a partition's height is its
 * share of its parent by weight (the absolute value, or its logarithm with `logScale`; every
 * period alike with `equalDateSize`). Groups are ordered largest first, periods in time order.
 * Subdivisions under `partitionThreshold` of their parent are pruned (the largest stays), then
 * all but the `partitionLimit` largest; periods are only pruned by threshold, and not at all when
 * they are equal. Columns: one per level of the whole hierarchy, pruned or not.
 *
 * @example
 * layoutIcicle(root, { logScale: false, equalDateSize: true, partitionLimit: 5, partitionThreshold: 0.05 });
 * // { cells: [{ node: root, depth: 0, y0: 0, y1: 1, … }, { node: CA, depth: 1, y0: 0, y1: 0.66, … }, …], columns: 2 }
 */
export function layoutIcicle(root: PartitionNode, options: IcicleOptions): IcicleLayout {
  const build = (node: PartitionNode, periodChild: boolean): Draft => {
    let weight = Math.abs(node.value ?? 0);
    if (!Number.isFinite(weight)) weight = 0;
    if (periodChild && options.equalDateSize) weight = 1;
    if (options.logScale) weight = Math.log(weight + 1);
    const children = node.children.map((child) => build(child, child.kind === 'time'));
    const periods = children.length > 0 && children.every((child) => child.node.kind === 'time');
    if (!periods) children.sort((a, b) => Math.abs(b.node.value ?? 0) - Math.abs(a.node.value ?? 0) || a.node.name.localeCompare(b.node.name));
    return { node, weight, children };
  };
  const top = build(root, false);

  const threshold = options.partitionThreshold;
  const limit = options.partitionLimit;
  const prune = (draft: Draft) => {
    if (threshold && threshold > 0 && draft.children.length > 0) {
      const sum = sumOf(draft.children);
      if (isPeriodParent(draft)) {
        if (!options.equalDateSize) draft.children = draft.children.filter((child, i) => i === 0 || child.weight / sum >= threshold);
      } else {
        const firstSmall = draft.children.findIndex((child, i) => i > 0 && child.weight / sum < threshold);
        if (firstSmall > 0) draft.children = draft.children.slice(0, firstSmall);
      }
    }
    if (limit && limit > 0 && !isPeriodParent(draft) && draft.children.length > limit) draft.children = draft.children.slice(0, limit);
    draft.children.forEach(prune);
  };
  prune(top);

  const cells: IcicleCell[] = [];
  const place = (draft: Draft, depth: number, y0: number, y1: number, parent: IcicleCell | null): IcicleCell => {
    const cell: IcicleCell = { node: draft.node, depth, y0, y1, parent, children: [] };
    cells.push(cell);
    const sum = sumOf(draft.children);
    let y = y0;
    for (const child of draft.children) {
      const height = ((y1 - y0) * child.weight) / sum;
      cell.children.push(place(child, depth + 1, y, y + height, cell));
      y += height;
    }
    return cell;
  };
  place(top, 0, 0, 1, null);
  return { cells, columns: heightOf(root) + 1 };
}
