import { describe, expect, it } from 'vitest';
import { pickedColorCss } from './picked-color.js';

describe('pickedColorCss', () => {
  it("writes Superset's picked colour as rgba, alpha 1 when missing", () => {
    expect(pickedColorCss({ r: 1, g: 2, b: 3, a: 0.5 }, '#000')).toBe('rgba(1, 2, 3, 0.5)');
    expect(pickedColorCss({ r: 1, g: 2, b: 3 }, '#000')).toBe('rgba(1, 2, 3, 1)');
  });

  it('keeps CSS text and falls back on empty text, partial objects and other values', () => {
    expect(pickedColorCss('#abcdef', '#000')).toBe('#abcdef');
    expect(pickedColorCss('  ', '#000')).toBe('#000');
    expect(pickedColorCss({ r: 1, g: 2 }, '#111')).toBe('#111');
    expect(pickedColorCss({ r: 1, g: Number.NaN, b: 3 }, '#111')).toBe('#111');
    expect(pickedColorCss(undefined, '#222')).toBe('#222');
    expect(pickedColorCss(42, '#333')).toBe('#333');
  });
});
