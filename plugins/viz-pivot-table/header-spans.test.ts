import { pivotGrid, type PivotGridOptions } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { headerSpans } from './header-spans.js';

/** One record per region × country × year, as the grouped query returns them. */
const RECORDS = Object.freeze([
  { region: 'EU', country: 'FR', year: 2023, sales: 10, orders: 1 },
  { region: 'EU', country: 'FR', year: 2024, sales: 20, orders: 2 },
  { region: 'EU', country: 'DE', year: 2023, sales: 5, orders: 1 },
  { region: 'US', country: 'US', year: 2024, sales: 40, orders: 4 },
  { region: null, country: 'XX', year: 2023, sales: 1, orders: 3 },
]);

const pivot = (options: Partial<PivotGridOptions>) => pivotGrid(RECORDS, { rows: ['region'], columns: ['year'], metrics: ['sales'], aggregateFunction: 'Sum', ...options });

describe('headerSpans', () => {
  it('merges headers shared by consecutive leaves and skips covered levels', () => {
    const table = pivot({ rows: ['region', 'country'], rowSubTotals: true, colTotals: true, metrics: ['sales', 'orders'], rowTotals: true });
    const columns = headerSpans(table.colLeaves, table.colLevels.length);
    expect(columns[0]?.map((span) => [span.header.label, span.breadth])).toEqual([
      ['sales', 3],
      ['orders', 3],
    ]);
    expect(columns[1]?.map((span) => span.header.label)).toEqual(['2023', '2024', 'Total (Sum)', '2023', '2024', 'Total (Sum)']);
    const rows = headerSpans(table.rowLeaves, table.rowLevels.length);
    expect(rows[0]?.map((span) => [span.header.label, span.start, span.breadth, span.header.depth])).toEqual([
      ['EU', 0, 3, 1],
      ['US', 3, 2, 1],
      ['NULL', 5, 2, 1],
      ['Total (Sum)', 7, 1, 2],
    ]);
    expect(rows[1]?.map((span) => span.header.label)).toEqual(['DE', 'FR', 'Subtotal', 'US', 'Subtotal', 'XX', 'Subtotal']);
  });
});
