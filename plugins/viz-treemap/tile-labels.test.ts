import { describe, expect, it } from 'vitest';
import { headerLabel, labelText, leafLabelLines } from './tile-labels.js';

// Without a canvas (happy-dom, Node) text widths are estimated: 0.6 × 12 px per bold character.
describe('treemap labels', () => {
  it('writes the label type', () => {
    expect(labelText('key', 'CA', '8k')).toBe('CA');
    expect(labelText('value', 'CA', '8k')).toBe('8k');
    expect(labelText('key_value', 'CA', '8k')).toBe('CA: 8k');
  });

  it('puts name and value on two lines when the rectangle is tall enough, else on one', () => {
    expect(leafLabelLines('key_value', 'CA', '8k', 100, 60)).toEqual([
      { text: 'CA', fontWeight: 600 },
      { text: '8k', fontWeight: 400 },
    ]);
    expect(leafLabelLines('key_value', 'CA', '8k', 100, 24)).toEqual([{ text: 'CA: 8k', fontWeight: 600 }]);
  });

  it('shows values whole or not at all, never cut', () => {
    // 'CA: 8,000,000' needs 78 px; 'CA' alone fits in 40.
    expect(leafLabelLines('key_value', 'CA', '8,000,000', 48, 24)).toEqual([{ text: 'CA', fontWeight: 600 }]);
    expect(leafLabelLines('key_value', 'CA', '8,000,000', 48, 60)).toEqual([{ text: 'CA', fontWeight: 600 }]);
    expect(leafLabelLines('value', 'CA', '8,000,000', 48, 24)).toEqual([]);
    expect(headerLabel('key_value', 'CA', '8,000,000', 48)).toBe('CA');
  });

  it('cuts a label to the width of its rectangle and drops it when nothing fits', () => {
    const [line] = leafLabelLines('key', 'California', '8k', 50, 40);
    expect(line?.text.endsWith('…')).toBe(true);
    expect(line!.text.length).toBeLessThan('California'.length);
    expect(leafLabelLines('key', 'California', '8k', 12, 40)).toEqual([]);
    expect(leafLabelLines('key', 'CA', '8k', 100, 12)).toEqual([]);
    expect(headerLabel('key', 'California', '8k', 10)).toBeNull();
  });
});
