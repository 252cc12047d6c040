import { describe, expect, it } from 'vitest';
import { SUM_NUM, vizDescriptor } from '../../../test-support/viz-descriptor';
import { openFormData, type FormData } from '../../../chart/chart-form-data';
import { isRenderOnlyField, queryFieldsDiffer, switchVizType } from './explore-form-data';

const viz = (key: string, properties: Record<string, object>, defaults: Record<string, unknown>) =>
  vizDescriptor(key, properties, defaults, { uiSchema: { color_scheme: { 'ui:renderTrigger': true }, show_legend: { 'ui:renderTrigger': true } } });

const line = viz(
  'echarts_timeseries_line',
  { metrics: { type: 'array' }, groupby: { type: 'array' }, x_axis: { type: ['string', 'null'] }, time_range: { type: 'string' }, color_scheme: { type: 'string' }, show_legend: { type: 'boolean' } },
  { metrics: [], groupby: [], x_axis: null, time_range: 'No filter', color_scheme: 'supersetColors', show_legend: true },
);
const table = viz(
  'table',
  { metrics: { type: 'array' }, groupby: { type: 'array' }, all_columns: { type: 'array' }, time_range: { type: 'string' }, row_limit: { type: 'integer' } },
  { metrics: [], groupby: [], all_columns: [], time_range: 'No filter', row_limit: 10000 },
);
const bigNumber = viz('big_number_total', { metric: { type: ['string', 'object', 'null'] }, time_range: { type: 'string' } }, { metric: null, time_range: 'No filter' });

describe('switchVizType (spec §4)', () => {
  const current: FormData = { ...openFormData(line, {}, '1__table'), metrics: [SUM_NUM, 'count'], groupby: ['gender'], x_axis: 'ds', time_range: 'Last year' };

  it('carries metrics, columns and the time range across', () => {
    const next = switchVizType(current, table, {});
    expect(next).toMatchObject({ viz_type: 'table', metrics: [SUM_NUM, 'count'], groupby: ['gender'], time_range: 'Last year', row_limit: 10000 });
    expect(next['x_axis']).toBeUndefined();
  });

  it('fits a list of metrics into a single-metric control', () => {
    expect(switchVizType(current, bigNumber, {})['metric']).toEqual(SUM_NUM);
  });

  it('remembers the form data of each type visited', () => {
    const visitedTable = { ...openFormData(table, {}, '1__table'), row_limit: 50 };
    const next = switchVizType(current, table, { table: visitedTable });
    expect(next['row_limit']).toBe(50);
    expect(next['metrics']).toEqual([SUM_NUM, 'count']);
    const back = switchVizType(next, line, { echarts_timeseries_line: current });
    expect(back['x_axis']).toBe('ds');
    expect(back['groupby']).toEqual(['gender']);
  });
});

describe('switchVizType through a type without some fields', () => {
  const bigNumberTrend = viz(
    'big_number',
    { metric: { type: ['string', 'object', 'null'] }, x_axis: { type: ['string', 'null'] }, time_range: { type: 'string' } },
    { metric: null, x_axis: null, time_range: 'No filter' },
  );
  const bar = viz(
    'echarts_timeseries_bar',
    { metrics: { type: 'array' }, groupby: { type: 'array' }, x_axis: { type: ['string', 'null'] }, time_range: { type: 'string' } },
    { metrics: [], groupby: [], x_axis: null, time_range: 'No filter' },
  );
  const lineData: FormData = { ...openFormData(line, {}, '1__table'), metrics: [SUM_NUM], groupby: ['gender'], x_axis: 'ds' };

  it('keeps the metric and the time column on a big number with a trend', () => {
    const next = switchVizType(lineData, bigNumberTrend, { echarts_timeseries_line: lineData });
    expect(next).toMatchObject({ metric: SUM_NUM, x_axis: 'ds' });
    expect(next['groupby']).toBeUndefined();
  });

  it('brings back the dimensions the big number had no control for (Line → Big Number → Bar)', () => {
    const big = switchVizType(lineData, bigNumberTrend, { echarts_timeseries_line: lineData });
    const visited = { echarts_timeseries_line: lineData, big_number: big };
    const next = switchVizType(big, bar, visited);
    expect(next).toMatchObject({ viz_type: 'echarts_timeseries_bar', metrics: [SUM_NUM], groupby: ['gender'], x_axis: 'ds' });
  });

  it('does not bring back dimensions the user cleared in a type that has them', () => {
    const cleared: FormData = { ...lineData, groupby: [] };
    expect(switchVizType(cleared, bar, { table: { ...openFormData(table, {}, '1__table'), groupby: ['state'] } })['groupby']).toEqual([]);
  });
});

describe('render-only controls', () => {
  it('tells render-only fields from query fields', () => {
    expect(isRenderOnlyField(line.uiSchema, 'color_scheme')).toBe(true);
    expect(isRenderOnlyField(line.uiSchema, 'metrics')).toBe(false);
    const base = openFormData(line, { metrics: [SUM_NUM] }, '1__table');
    expect(queryFieldsDiffer(line.uiSchema, base, { ...base, show_legend: false, color_scheme: 'd3Category10' })).toBe(false);
    expect(queryFieldsDiffer(line.uiSchema, base, { ...base, groupby: ['state'] })).toBe(true);
  });
});
