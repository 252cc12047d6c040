import { describe, expect, it } from 'vitest';
import { fitNameValue, truncateText, type MeasureText } from './truncate-text.js';

/** 10 px a character at any size, so widths are easy to reason about. */
const tenEach: MeasureText = (text) => [...text].length * 10;

describe('truncateText', () => {
  it('keeps a text that fits', () => {
    expect(truncateText('California', 100, 12, { measure: tenEach })).toBe('California');
  });

  it('cuts to the longest prefix that fits with an ellipsis, dropping trailing spaces', () => {
    expect(truncateText('California', 50, 12, { measure: tenEach })).toBe('Cali…');
    expect(truncateText('New York City', 50, 12, { measure: tenEach })).toBe('New…');
  });

  it('keeps at least minChars characters, or gives nothing', () => {
    expect(truncateText('California', 15, 12, { measure: tenEach })).toBe('');
    expect(truncateText('California', 25, 12, { measure: tenEach, minChars: 2 })).toBe('');
    expect(truncateText('California', 30, 12, { measure: tenEach, minChars: 2 })).toBe('Ca…');
    // A one-character text cannot be cut.
    expect(truncateText('W', 5, 12, { measure: tenEach })).toBe('');
  });

  it('lets the ellipsis stand alone with minChars 0', () => {
    expect(truncateText('California', 15, 12, { measure: tenEach, minChars: 0 })).toBe('…');
    expect(truncateText('California', 5, 12, { measure: tenEach, minChars: 0 })).toBe('');
  });

  it('overflows with the fewest characters when asked to', () => {
    expect(truncateText('California', 5, 12, { measure: tenEach, whenNothingFits: 'overflow' })).toBe('C…');
    expect(truncateText('California', 5, 12, { measure: tenEach, minChars: 3, whenNothingFits: 'overflow' })).toBe('Cal…');
  });

  it('measures at the font size and weight it is given', () => {
    const calls: Array<[number, number | undefined]> = [];
    const measure: MeasureText = (text, fontSize, fontWeight) => {
      calls.push([fontSize, fontWeight]);
      return tenEach(text, fontSize);
    };
    truncateText('California', 50, 13, { measure, fontWeight: 600 });
    expect(new Set(calls.map((call) => call.join('/')))).toEqual(new Set(['13/600']));
  });

  it('never splits a surrogate pair', () => {
    expect(truncateText('😀😀😀😀', 30, 12, { measure: tenEach })).toBe('😀😀…');
  });

  it('measures with the chart font by default', () => {
    // Without a canvas the width is estimated: 0.55 × font size a character.
    expect(truncateText('abcdefghij', 56, 10)).toBe('abcdefghij');
    expect(truncateText('abcdefghij', 34, 10)).toBe('abcde…');
  });
});

describe('fitNameValue', () => {
  it('writes name and value when both fit, else the name alone, cut', () => {
    expect(fitNameValue('Texas', '4.6M', 200, 12, { measure: tenEach })).toBe('Texas: 4.6M');
    expect(fitNameValue('Texas', '4.6M', 60, 12, { measure: tenEach })).toBe('Texas');
    expect(fitNameValue('Texas', '4.6M', 40, 12, { measure: tenEach })).toBe('Tex…');
    expect(fitNameValue('Texas', '', 50, 12, { measure: tenEach })).toBe('Texas');
    expect(fitNameValue('Texas', '4.6M', 20, 12, { measure: tenEach, minChars: 2 })).toBe('');
  });
});
