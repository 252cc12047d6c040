import { describe, expect, it } from 'vitest';
import { dropCycles } from './drop-cycles.js';

const flow = (source: string, target: string, value: number) => ({ source, target, value });

describe('dropCycles', () => {
  it('keeps a graph that already runs forward, in its order', () => {
    const flows = [flow('a', 'b', 1), flow('a', 'c', 2), flow('b', 'c', 3)];
    expect(dropCycles(flows)).toEqual(flows);
  });

  it('drops self-loops', () => {
    expect(dropCycles([flow('a', 'a', 5), flow('a', 'b', 1)])).toEqual([flow('a', 'b', 1)]);
  });

  it('breaks a cycle at its smaller flow', () => {
    expect(dropCycles([flow('b', 'a', 1), flow('a', 'b', 5)])).toEqual([flow('a', 'b', 5)]);
    const kept = dropCycles([flow('a', 'b', 9), flow('b', 'c', 8), flow('c', 'a', 1), flow('c', 'd', 4)]);
    expect(kept).toEqual([flow('a', 'b', 9), flow('b', 'c', 8), flow('c', 'd', 4)]);
  });

  it('handles long chains without recursion', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => flow(`n${i}`, `n${i + 1}`, 1));
    expect(dropCycles([...chain, flow('n5000', 'n0', 0.5)])).toHaveLength(5000);
  });
});
