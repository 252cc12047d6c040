/** A rounded square as an SVG path: corner at (x, y), side `size`, corner radius `radius`. */
export function squarePath(x: number, y: number, size: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, size / 2));
  if (r === 0) return `M${x},${y}h${size}v${size}h${-size}Z`;
  const side = size - 2 * r;
  return `M${x + r},${y}h${side}a${r},${r} 0 0 1 ${r},${r}v${side}a${r},${r} 0 0 1 ${-r},${r}h${-side}a${r},${r} 0 0 1 ${-r},${-r}v${-side}a${r},${r} 0 0 1 ${r},${-r}Z`;
}

/** One path per fill colour: the cells of a block as a handful of DOM nodes, however many there are. */
export function cellPathsByColor<Cell extends { col: number; row: number; color: string | null }>(
  cells: readonly Cell[],
  pitch: number,
  size: number,
  radius: number,
  top: number,
  emptyColor: string,
): Array<{ color: string; d: string }> {
  const paths = new Map<string, string[]>();
  for (const cell of cells) {
    const color = cell.color ?? emptyColor;
    let parts = paths.get(color);
    if (!parts) {
      parts = [];
      paths.set(color, parts);
    }
    parts.push(squarePath(cell.col * pitch, top + cell.row * pitch, size, radius));
  }
  return [...paths].map(([color, parts]) => ({ color, d: parts.join('') }));
}
