/** A directed, weighted edge between two named nodes. */
export interface NamedFlow {
  source: string;
  target: string;
  value: number;
}

/**
 * The flows a sankey can draw: self-loops and the flows that close a cycle are left out, so what
 * remains runs forward. Larger flows are kept first, so a cycle loses its smallest flow where the
 * depth-first walk allows; the order of the kept flows is the input's. O(nodes + flows).
 *
 * @example
 * dropCycles([{ source: 'a', target: 'b', value: 5 }, { source: 'b', target: 'a', value: 1 }]);
 * // [{ source: 'a', target: 'b', value: 5 }]
 */
export function dropCycles<Flow extends NamedFlow>(flows: readonly Flow[]): Flow[] {
  const byValue = flows.map((flow, index) => ({ flow, index })).sort((a, b) => b.flow.value - a.flow.value);
  const outgoing = new Map<string, Array<{ flow: Flow; index: number }>>();
  for (const entry of byValue) {
    if (entry.flow.source === entry.flow.target) continue;
    const list = outgoing.get(entry.flow.source);
    if (list) list.push(entry);
    else outgoing.set(entry.flow.source, [entry]);
  }
  // Iterative depth-first walk: an edge to a node still on the stack closes a cycle.
  const state = new Map<string, 1 | 2>();
  const dropped = new Set<number>();
  for (const { flow } of byValue) {
    const start = flow.source;
    if (state.has(start)) continue;
    const stack: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    state.set(start, 1);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const edges = outgoing.get(frame.node) ?? [];
      if (frame.next >= edges.length) {
        state.set(frame.node, 2);
        stack.pop();
        continue;
      }
      const edge = edges[frame.next]!;
      frame.next += 1;
      const seen = state.get(edge.flow.target);
      if (seen === 1) dropped.add(edge.index);
      else if (seen === undefined) {
        state.set(edge.flow.target, 1);
        stack.push({ node: edge.flow.target, next: 0 });
      }
    }
  }
  return flows.filter((flow, index) => flow.source !== flow.target && !dropped.has(index));
}
