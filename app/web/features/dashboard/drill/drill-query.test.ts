import { describe, expect, it } from 'vitest';
import type { QueryContext } from '@core/plugin-api/index.js';
import { DRILL_DETAIL_PAGE_SIZE, buildDrillDetailQueryContext } from './drill-query';

/** A pie chart's query as a dashboard runs it: a native filter applied, a custom WHERE, a time range. */
const chartContext: QueryContext = {
  datasource: { id: 3, type: 'table' },
  form_data: { datasource: '3__table', viz_type: 'pie', slice_id: 12 },
  queries: [
    {
      columns: ['gender'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 10,
      filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'], isExtra: true }],
      extras: { where: 'num > 10', having: 'COUNT(*) > 5', time_grain_sqla: 'P1D' },
      time_range: 'Last year',
      granularity: 'ds',
      post_processing: [{ operation: 'contribution' }],
    },
    { columns: ['gender'], metrics: ['count'], is_rowcount: true },
  ],
  result_type: 'full',
  result_format: 'json',
  force: true,
};

describe('buildDrillDetailQueryContext', () => {
  it('asks for drill_detail rows of the same datasource, as JSON, without forcing', () => {
    const context = buildDrillDetailQueryContext(chartContext, { extraFilters: [], pageIndex: 0 });
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.result_type).toBe('drill_detail');
    expect(context.result_format).toBe('json');
    expect(context.force).toBe(false);
    // The slice id travels in form_data (the dashboard request names the chart with it).
    expect(context.form_data).toEqual(chartContext.form_data);
  });

  it("keeps only what selects rows from the chart's first query", () => {
    const [query, ...others] = buildDrillDetailQueryContext(chartContext, { extraFilters: [], pageIndex: 0 }).queries;
    expect(others).toEqual([]);
    expect(query).toEqual({
      filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'], isExtra: true }],
      extras: { where: 'num > 10' },
      time_range: 'Last year',
      granularity: 'ds',
      row_limit: DRILL_DETAIL_PAGE_SIZE,
      row_offset: 0,
    });
  });

  it("adds the mark's filters after the chart's, leaving the chart's query untouched", () => {
    const before = JSON.stringify(chartContext);
    const mark = [
      { col: 'gender', op: '==' as const, val: 'girl' },
      { col: 'ds', op: '==' as const, val: 946_684_800_000, grain: 'P1Y' },
    ];
    const [query] = buildDrillDetailQueryContext(chartContext, { extraFilters: mark, pageIndex: 0 }).queries;
    expect(query?.filters).toEqual([{ col: 'state', op: 'IN', val: ['CA', 'NY'], isExtra: true }, ...mark]);
    expect(JSON.stringify(chartContext)).toBe(before);
  });

  it('pages by 50 rows: page n starts at row 50 × n; another page size moves the offset with it', () => {
    const offsetOf = (pageIndex: number, pageSize?: number) => buildDrillDetailQueryContext(chartContext, { extraFilters: [], pageIndex, pageSize }).queries[0];
    expect(DRILL_DETAIL_PAGE_SIZE).toBe(50);
    expect(offsetOf(0)).toMatchObject({ row_limit: 50, row_offset: 0 });
    expect(offsetOf(1)).toMatchObject({ row_limit: 50, row_offset: 50 });
    expect(offsetOf(7)).toMatchObject({ row_limit: 50, row_offset: 350 });
    expect(offsetOf(3, 20)).toMatchObject({ row_limit: 20, row_offset: 60 });
  });

  it('leaves out what the chart does not set', () => {
    const bare: QueryContext = { datasource: { id: 1, type: 'table' }, queries: [{ metrics: ['count'] }] };
    const context = buildDrillDetailQueryContext(bare, { extraFilters: [], pageIndex: 2 });
    expect(context.queries).toEqual([{ filters: [], row_limit: 50, row_offset: 100 }]);
    expect('form_data' in context).toBe(false);
  });

  it('refuses a chart without a query and impossible pages', () => {
    expect(() => buildDrillDetailQueryContext({ datasource: { id: 1, type: 'table' }, queries: [] }, { extraFilters: [], pageIndex: 0 })).toThrow(/no query/);
    expect(() => buildDrillDetailQueryContext(chartContext, { extraFilters: [], pageIndex: -1 })).toThrow(RangeError);
    expect(() => buildDrillDetailQueryContext(chartContext, { extraFilters: [], pageIndex: 1.5 })).toThrow(RangeError);
    expect(() => buildDrillDetailQueryContext(chartContext, { extraFilters: [], pageIndex: 0, pageSize: 0 })).toThrow(RangeError);
  });
});
