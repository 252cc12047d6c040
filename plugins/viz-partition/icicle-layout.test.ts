import { describe, expect, it } from 'vitest';
import { layoutIcicle, type IcicleOptions } from './icicle-layout.js';
import type { PartitionNode } from './transform-props.js';

const node = (name: string, value: number | null, children: PartitionNode[] = [], kind: PartitionNode['kind'] = 'group'): PartitionNode => ({
  id: name,
  name,
  category: kind,
  kind,
  value,
  formattedValue: String(value),
  color: '#000',
  children,
});
const options: IcicleOptions = { logScale: false, equalDateSize: true, partitionLimit: null, partitionThreshold: null };
const heights = (root: PartitionNode, opts = options) => Object.fromEntries(layoutIcicle(root, opts).cells.map((cell) => [cell.node.name, +(cell.y1 - cell.y0).toFixed(4)]));

describe('layoutIcicle', () => {
  const root = node('num', 100, [node('TX', 30, [node('TX boy', 20), node('TX girl', 10)]), node('CA', 60), node('VT', 4), node('NY', -6)], 'metric');

  it('sizes partitions by their share of the parent, largest first, negatives by their size', () => {
    const layout = layoutIcicle(root, options);
    expect(layout.columns).toBe(3);
    expect(layout.cells.map((cell) => [cell.node.name, cell.depth])).toEqual([
      ['num', 0],
      ['CA', 1],
      ['TX', 1],
      ['TX boy', 2],
      ['TX girl', 2],
      ['NY', 1],
      ['VT', 1],
    ]);
    expect(heights(root)).toMatchObject({ num: 1, CA: 0.6, TX: 0.3, NY: 0.06, VT: 0.04, 'TX boy': 0.2, 'TX girl': 0.1 });
    const ca = layout.cells.find((cell) => cell.node.name === 'CA')!;
    expect([ca.y0, ca.parent?.node.name]).toEqual([0, 'num']);
  });

  it('prunes subdivisions under the threshold (keeping the largest) and past the limit', () => {
    expect(Object.keys(heights(root, { ...options, partitionThreshold: 0.05 }))).toEqual(['num', 'CA', 'TX', 'TX boy', 'TX girl', 'NY']);
    expect(Object.keys(heights(root, { ...options, partitionLimit: 2 }))).toEqual(['num', 'CA', 'TX', 'TX boy', 'TX girl']);
    const lone = node('num', 100, [node('A', 100), node('B', 1)], 'metric');
    expect(Object.keys(heights(lone, { ...options, partitionThreshold: 0.5 }))).toEqual(['num', 'A']);
  });

  it('sizes by the logarithm with a log scale', () => {
    const h = heights(node('num', 0, [node('A', 99), node('B', 9)], 'metric'), { ...options, logScale: true });
    expect(h.A! / h.B!).toBeCloseTo(Math.log(100) / Math.log(10));
  });

  it('keeps periods in time order, equal unless asked otherwise, and never cuts them by the limit', () => {
    const periods = node('num', 0, [node('2019', 10, [], 'time'), node('2020', 30, [], 'time'), node('2021', 1, [], 'time')], 'metric');
    expect(heights(periods, { ...options, partitionLimit: 1, partitionThreshold: 0.1 })).toEqual({ num: 1, 2019: 0.3333, 2020: 0.3333, 2021: 0.3333 });
    expect(heights(periods, { ...options, equalDateSize: false, partitionThreshold: 0.1 })).toEqual({ num: 1, 2019: 0.25, 2020: 0.75 });
  });
});
