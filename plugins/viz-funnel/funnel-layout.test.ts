import { describe, expect, it } from 'vitest';
import { LABEL_FONT_SIZE, funnelLayout } from './funnel-layout.js';

const box = { left: 0, top: 0, width: 400, height: 300 };

describe('funnelLayout', () => {
  it('stacks one step per value, as wide as its value, each bottom as wide as the next top', () => {
    const { steps } = funnelLayout([100, 50, 25], null, box);
    expect(steps).toHaveLength(3);
    expect(steps[0]!.topWidth).toBeCloseTo(384);
    expect(steps[1]!.topWidth).toBeCloseTo(192);
    expect(steps[0]!.bottomWidth).toBeCloseTo(steps[1]!.topWidth);
    expect(steps[2]!.bottomWidth).toBeCloseTo(steps[2]!.topWidth / 2);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.top).toBeGreaterThanOrEqual(steps[i - 1]!.top + steps[i - 1]!.height);
    expect(steps[2]!.top + steps[2]!.height).toBeLessThanOrEqual(300);
    for (const step of steps) expect(step.centerX).toBeCloseTo(200);
  });

  it('writes labels inside the steps where they fit and beside them in a column otherwise', () => {
    const { steps, labels } = funnelLayout([100, 80, 2], ['Visited', 'Signed up', 'Bought something expensive'], box);
    expect(labels.map((label) => [label.index, label.inside])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    const beside = labels[2]!;
    // The funnel moved left to make room; the label starts right of its step, within the box.
    expect(steps[0]!.centerX).toBeLessThan(200);
    expect(beside.x).toBeGreaterThan(steps[2]!.centerX + steps[2]!.topWidth / 2);
    expect(beside.line).not.toBeNull();
  });

  it('labels only every n-th thin step beside the funnel, so labels keep apart', () => {
    const values = Array.from({ length: 40 }, (_, i) => 40 - i);
    const { labels } = funnelLayout(values, values.map((v) => `Step number ${v}`), { left: 0, top: 0, width: 300, height: 200 });
    const ys = labels.map((label) => label.y).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(LABEL_FONT_SIZE);
    expect(labels.length).toBeLessThan(40);
    expect(labels.length).toBeGreaterThan(0);
  });

  it('draws nothing without values', () => {
    expect(funnelLayout([], [], box)).toEqual({ steps: [], labels: [] });
  });
});
