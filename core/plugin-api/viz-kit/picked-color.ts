/**
 * A colour control's value as CSS: Superset's `{ r, g, b, a }` becomes `rgba(…)`, non-empty text
 * (`#rrggbb`, `rgb()`, a name) is kept, anything else gives `fallback`.
 *
 * @example
 * pickedColorCss({ r: 90, g: 193, b: 137, a: 1 }, '#000'); // 'rgba(90, 193, 137, 1)'
 * pickedColorCss('', '#000'); // '#000'
 */
export function pickedColorCss(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value.trim() === '' ? fallback : value;
  if (typeof value === 'object' && value !== null) {
    const { r, g, b, a } = value as { r?: unknown; g?: unknown; b?: unknown; a?: unknown };
    if ([r, g, b].every((c) => typeof c === 'number' && Number.isFinite(c))) {
      return `rgba(${Number(r)}, ${Number(g)}, ${Number(b)}, ${typeof a === 'number' && Number.isFinite(a) ? a : 1})`;
    }
  }
  return fallback;
}
