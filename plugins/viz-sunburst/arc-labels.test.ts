import { describe, expect, it } from 'vitest';
import { arcLabel } from './arc-labels.js';

// Without a canvas (happy-dom, Node) text widths are estimated: 0.55 × 11 px per character.
describe('arcLabel', () => {
  it('writes along the radius on a thick, narrow arc, turned to read outwards on the right', () => {
    const label = arcLabel('Texas', Math.PI / 2 - 0.1, Math.PI / 2 + 0.1, 60, 140)!;
    expect(label.text).toBe('Texas');
    expect(label.rotate).toBeCloseTo(0);
    expect(label.x).toBeCloseTo(100);
    expect(label.y).toBeCloseTo(0);
  });

  it('keeps labels on the left half upright', () => {
    expect(arcLabel('Texas', (3 * Math.PI) / 2 - 0.1, (3 * Math.PI) / 2 + 0.1, 60, 140)!.rotate).toBeCloseTo(360);
    expect(arcLabel('Texas', Math.PI - 1, Math.PI + 1, 100, 130)!.rotate).toBeCloseTo(0);
  });

  it('writes across the radius on a wide, thin arc', () => {
    const label = arcLabel('California', -0.6, 0.6, 100, 125)!;
    expect(label.text).toBe('California');
    expect(label.rotate).toBeCloseTo(0);
  });

  it('takes the way nearer level when the text fits both ways', () => {
    // The right half of a thick ring: along the radius is level there.
    expect(arcLabel('girl', 0, Math.PI, 60, 160)).toMatchObject({ text: 'girl', rotate: 0 });
    // The top of a thick ring: across the radius is level there.
    expect(arcLabel('CA', -0.4, 0.4, 60, 160)).toMatchObject({ text: 'CA', rotate: 0 });
  });

  it('cuts what does not fit and gives up on slivers', () => {
    const cut = arcLabel('A very long category name', Math.PI / 2 - 0.2, Math.PI / 2 + 0.2, 60, 110)!;
    expect(cut.text.endsWith('…')).toBe(true);
    expect(arcLabel('Texas', 1, 1.01, 60, 140)).toBeNull();
    expect(arcLabel('Texas', 0, 0.3, 100, 104)).toBeNull();
  });
});
