import { symbol as d3Symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle } from 'd3';
import type { TreeSymbol } from './tree-controls.js';

/**
 * The SVG path of a node's shape, `size` pixels wide, centred on the origin; null for `none`.
 * Circles (empty or filled), squares, triangles and diamonds come from d3's symbols; the pin is a
 * drop standing on its point and the arrow a chevron pointing up.
 */
export function symbolPath(shape: TreeSymbol, size: number): string | null {
  const r = size / 2;
  switch (shape) {
    case 'none':
      return null;
    case 'rect':
      return d3Symbol(symbolSquare, size * size)();
    case 'triangle':
      // An equilateral triangle `size` wide has an area of √3/4 · size².
      return d3Symbol(symbolTriangle, (Math.sqrt(3) / 4) * size * size)();
    case 'diamond':
      return d3Symbol(symbolDiamond, (size * size) / 2.3)();
    case 'pin':
      return `M0,${r * 1.4} C${-r * 0.3},${r * 0.6} ${-r},${r * 0.1} ${-r},${-r * 0.5} A${r},${r} 0 1 1 ${r},${-r * 0.5} C${r},${r * 0.1} ${r * 0.3},${r * 0.6} 0,${r * 1.4} Z`;
    case 'arrow':
      return `M0,${-r} L${r},${r} L0,${r * 0.45} L${-r},${r} Z`;
    default:
      return d3Symbol(symbolCircle, Math.PI * r * r)();
  }
}
