/** A node drawn in the box: centre and radius in pixels. */
export interface DrawnNode {
  x: number;
  y: number;
  r: number;
}

/** The topmost node under a point (a few pixels of slack for small nodes), or null. */
export function nodeAt(nodes: readonly DrawnNode[], x: number, y: number, include: (index: number) => boolean): number | null {
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    if (!include(i)) continue;
    const node = nodes[i]!;
    const reach = Math.max(node.r, 4) + 1;
    const dx = x - node.x;
    const dy = y - node.y;
    if (dx * dx + dy * dy <= reach * reach) return i;
  }
  return null;
}

/** The edge nearest a point within `tolerance` pixels of its line, or null. */
export function edgeAt(
  edges: ReadonlyArray<{ source: number; target: number; width: number }>,
  nodes: readonly DrawnNode[],
  x: number,
  y: number,
  include: (index: number) => boolean,
  tolerance = 4,
): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i < edges.length; i += 1) {
    if (!include(i)) continue;
    const edge = edges[i]!;
    const a = nodes[edge.source]!;
    const b = nodes[edge.target]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    const t = length2 > 0 ? Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / length2)) : 0;
    const px = a.x + t * dx - x;
    const py = a.y + t * dy - y;
    const distance = Math.sqrt(px * px + py * py);
    if (distance <= Math.max(tolerance, edge.width / 2 + 1) && distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
}
