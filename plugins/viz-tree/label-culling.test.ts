import { describe, expect, it } from 'vitest';
import { insideBox, keptLabels, type LabelBox } from './label-culling.js';

const label = (x: number, y: number, width = 40, anchor: LabelBox['anchor'] = 'start', rotate = 0): LabelBox => ({ x, y, width, height: 14, anchor, rotate });

describe('keptLabels', () => {
  it('keeps labels in order of importance, dropping those that overlap a kept one', () => {
    expect(keptLabels([label(10, 10), label(30, 12), label(10, 40)], [], 300, 200)).toEqual(new Set([0, 2]));
  });

  it('drops labels that leave the box or sit on another node', () => {
    const obstacles = [{ box: label(120, 100, 8, 'middle'), owner: 9 }];
    expect(keptLabels([label(280, 10), label(100, 100)], obstacles, 300, 200)).toEqual(new Set());
    // A label may sit on its own node.
    expect(keptLabels([label(100, 100)], [{ box: label(100, 100, 8, 'middle'), owner: 0 }], 300, 200)).toEqual(new Set([0]));
  });

  it('tests rotated labels by their real shape', () => {
    // Two upright labels side by side do not touch; one lying across them does.
    const upright = [label(100, 100, 60, 'start', 90), label(120, 100, 60, 'start', 90)];
    expect(keptLabels(upright, [], 300, 300)).toEqual(new Set([0, 1]));
    expect(keptLabels([...upright, label(90, 130, 60)], [], 300, 300)).toEqual(new Set([0, 1]));
    expect(insideBox(label(100, 20, 60, 'start', -90), 300, 300)).toBe(false);
    expect(insideBox(label(100, 80, 60, 'end', 90), 300, 300)).toBe(true);
  });
});
