import { describe, expect, it } from 'vitest';
import { bulletRows, placeRowLabels } from './bullet-layout.js';

describe('placeRowLabels', () => {
  it('centres labels on their positions, pulls them inside the row and leaves out overlaps', () => {
    const labels = placeRowLabels(
      [
        { key: 'target', text: 'Target', x: 395 },
        { key: 'near', text: 'Near it', x: 380 },
        { key: 'poor', text: 'Poor', x: 50 },
      ],
      0,
      400,
    );
    expect(labels.map((l) => l.key)).toEqual(['target', 'poor']);
    expect(labels[0]!.x).toBeLessThan(395);
    expect(labels[1]!.x).toBe(50);
  });
});

describe('bulletRows', () => {
  it('shares the height among the bullets, with subtitles when rows are tall enough', () => {
    expect(bulletRows(2, 400)).toEqual({ rowHeight: 60, bulletHeight: 36, subtitles: true });
    expect(bulletRows(10, 200)).toEqual({ rowHeight: 20, bulletHeight: 14, subtitles: false });
  });
});
