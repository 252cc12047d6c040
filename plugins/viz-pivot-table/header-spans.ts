import type { PivotGridHeader, PivotGridLeaf } from '@core/plugin-api/index.js';

/** One merged header cell: a header shared by `breadth` consecutive leaves, spanning `header.depth` levels. */
export interface HeaderSpan {
  header: PivotGridHeader;
  level: number;
  /** Index of the first leaf it heads. */
  start: number;
  /** How many consecutive leaves it heads (the rowspan of a row header, the colspan of a column header). */
  breadth: number;
}

/**
 * Merges the headers of consecutive leaves into cells, level by level: a header whose id equals
 * the previous leaf's at that level widens that cell. Levels covered by a deeper-spanning header
 * (subtotals, totals) get no cell.
 *
 * @example
 * ```ts
 * headerSpans(table.colLeaves, table.colLevels.length)[0]; // the top row of column headers
 * ```
 */
export function headerSpans(leaves: readonly PivotGridLeaf[], levelCount: number): HeaderSpan[][] {
  return Array.from({ length: levelCount }, (_, level) => {
    const spans: HeaderSpan[] = [];
    let open: HeaderSpan | undefined;
    leaves.forEach((leaf, index) => {
      const header = leaf.headers[level];
      if (!header) {
        open = undefined;
        return;
      }
      if (open && open.header.id === header.id) open.breadth += 1;
      else {
        open = { header, level, start: index, breadth: 1 };
        spans.push(open);
      }
    });
    return spans;
  });
}
