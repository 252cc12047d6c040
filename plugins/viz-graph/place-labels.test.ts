import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelCandidate } from './place-labels.js';

const candidate = (index: number, x: number, y: number, priority: number, width = 40): LabelCandidate => ({ index, x, y, radius: 5, text: `n${index}`, width, priority });

describe('placeLabels', () => {
  it('puts a label right of its node, or left when the right side is taken or outside the box', () => {
    const labels = placeLabels([candidate(0, 100, 100, 2), candidate(1, 150, 100, 1), candidate(2, 390, 50, 0)], 400, 200, 14);
    expect(labels.find((l) => l.index === 0)).toMatchObject({ x: 108, anchor: 'start' });
    expect(labels.find((l) => l.index === 1)).toMatchObject({ anchor: 'start', x: 158 });
    expect(labels.find((l) => l.index === 2)).toMatchObject({ anchor: 'end', x: 382 });
  });

  it('leaves out the less important of two labels that would overlap', () => {
    // Node 0 sits at the left edge: its label can go neither right (taken) nor left (outside).
    const labels = placeLabels([candidate(0, 10, 100, 1), candidate(1, 10, 105, 5)], 400, 200, 14);
    expect(labels.map((l) => l.index)).toEqual([1]);
    // With room on the left, the less important label moves there instead.
    expect(placeLabels([candidate(0, 100, 100, 1), candidate(1, 100, 105, 5)], 400, 200, 14).find((l) => l.index === 0)).toMatchObject({ anchor: 'end', x: 92 });
  });

  it('never places two labels whose boxes intersect among many crowded nodes', () => {
    const crowd = Array.from({ length: 400 }, (_, i) => candidate(i, 20 + ((i * 37) % 360), 10 + ((i * 53) % 180), i % 17, 30 + (i % 5) * 10));
    const labels = placeLabels(crowd, 400, 200, 14);
    expect(labels.length).toBeGreaterThan(10);
    const boxes = labels.map((l) => {
      const width = crowd[l.index]!.width;
      const x0 = l.anchor === 'start' ? l.x : l.x - width;
      return [x0, l.y - 7, x0 + width, l.y + 7] as const;
    });
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        expect(a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]).toBe(false);
      }
    }
  });
});
