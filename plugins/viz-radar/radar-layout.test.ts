import { describe, expect, it } from 'vitest';
import { AXIS_FONT_SIZE, axisLabelBounds, placePointLabels, radarLayout } from './radar-layout.js';

const box = { left: 0, top: 0, width: 400, height: 300 };

describe('radarLayout', () => {
  it('centres the radar and keeps every axis name inside the box', () => {
    const layout = radarLayout(['Boys', 'Girls', 'Births', 'Names', 'States'], box);
    expect(layout.cx).toBe(200);
    expect(layout.cy).toBe(150);
    expect(layout.radius).toBeGreaterThan(80);
    expect(layout.radius).toBeLessThan(150);
    // The first axis points up, its name centred above the ring.
    expect(layout.axisLabels[0]).toMatchObject({ text: 'Boys', anchor: 'middle', x: 200 });
    expect(layout.axisLabels[0]!.y).toBeLessThan(150 - layout.radius);
    expect(layout.axisLabels[0]!.y - AXIS_FONT_SIZE / 2).toBeGreaterThanOrEqual(0);
    expect(layout.axisLabels[1]!.anchor).toBe('start');
    expect(layout.axisLabels[4]!.anchor).toBe('end');
  });

  it('cuts long names rather than shrinking the radar to nothing', () => {
    const long = 'A very long metric name that would never fit beside a small radar';
    const layout = radarLayout([long, long, long], { left: 0, top: 0, width: 200, height: 150 });
    expect(layout.radius).toBeGreaterThanOrEqual(24);
    for (const label of layout.axisLabels) expect(label.text.endsWith('…')).toBe(true);
  });
});

describe('placePointLabels', () => {
  it('places labels at the asked side of their points, else at a free side, leaving out those with no room', () => {
    const labels = placePointLabels(
      [
        { key: 'a', text: '120', x: 100, y: 100 },
        { key: 'b', text: '125', x: 104, y: 102 },
        { key: 'c', text: '300', x: 200, y: 100 },
        { key: 'd', text: '310', x: 102, y: 101 },
      ],
      'top',
      box,
    );
    expect(labels.map((l) => l.key)).toEqual(['a', 'b', 'c']);
    expect(labels[0]!.y).toBeLessThan(100);
    // b's top is taken by a: it goes to its right.
    expect(labels[1]).toMatchObject({ anchor: 'start', x: 110 });
    expect(placePointLabels([{ key: 'a', text: '1', x: 100, y: 100 }], 'right', box)[0]).toMatchObject({ anchor: 'start', x: 106 });
  });

  it('moves a label that would leave the box to a side inside it, and leaves it out when none is', () => {
    expect(placePointLabels([{ key: 'edge', text: '123456', x: 398, y: 150 }], 'right', box)[0]).toMatchObject({ anchor: 'end' });
    expect(placePointLabels([{ key: 'wide', text: '1'.repeat(80), x: 200, y: 150 }], 'right', box)).toEqual([]);
  });
});

describe('placePointLabels with obstacles', () => {
  it('keeps labels off the axis names', () => {
    const layout = radarLayout(['Boys', 'Girls', 'Rows'], box);
    const top = layout.axisLabels[0]!;
    const [label] = placePointLabels([{ key: 'a', text: '3.91M', x: top.x, y: top.y + 14 }], 'top', box, layout.axisLabels.map(axisLabelBounds));
    expect(label?.anchor).not.toBe('middle');
  });
});

describe('radarLayout in a small box', () => {
  it('cuts a long name rather than letting it shrink the radar', () => {
    const layout = radarLayout(['Boys', 'Girls', 'COUNT(*)', 'Distinct names', 'Average births per row'], { left: 0, top: 0, width: 360, height: 300 });
    expect(layout.radius).toBeGreaterThanOrEqual(0.6 * 144);
    expect(layout.axisLabels[4]!.text.endsWith('…')).toBe(true);
  });
});
