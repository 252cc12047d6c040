import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { TimeTableColumn, TimeTableFormData } from './form-data.schema.js';
import { colorFromBounds, rowHref, transformTimeTableProps, type ValueCell } from './transform-props.js';

const year = (y: number) => Date.UTC(y, 0, 1);
const response = (colnames: string[], data: Array<Record<string, unknown>>): ChartDataResponse => ({ result: [{ colnames, coltypes: colnames.map(() => 0), data, rowcount: data.length }] });
const base: TimeTableFormData = { datasource: '1__table', viz_type: 'time_table', granularity_sqla: 'ds', metrics: ['sum__num', 'count'] };
const columns: TimeTableColumn[] = [
  { key: 'spark', label: 'Trend', colType: 'spark' },
  { key: 'lag', label: 'vs last', colType: 'time', timeLag: 1, comparisonType: 'diff' },
  { key: 'pct', label: '% change', colType: 'time', timeLag: '2', comparisonType: 'perc_change', bounds: [0, null] },
  { key: 'first', label: 'First', colType: 'time', timeLag: -1, comparisonType: 'value' },
  { key: 'contrib', label: 'Share', colType: 'contrib' },
  { key: 'avg', label: 'Avg 2', colType: 'avg', timeRatio: 2 },
  { key: 'far', label: 'Too far', colType: 'time', timeLag: 3 },
];
const values = (cells: unknown[]) => cells.map((cell) => (cell as ValueCell).value);

describe('transformTimeTableProps', () => {
  it('makes one row per metric with comparisons, contribution, average and sparkline', () => {
    const props = transformTimeTableProps(
      response(['ds', 'sum__num', 'count'], [
        { ds: year(2002), sum__num: '150', count: 3 },
        { ds: year(2000), sum__num: 100, count: 1 },
        { ds: year(2001), sum__num: 120, count: null },
      ]),
      { ...base, column_collection: columns },
      { verboseMap: { sum__num: 'Births' } },
    );
    expect(props.times).toEqual([year(2000), year(2001), year(2002)]);
    expect(props.rowHeader).toBe('Metric');
    expect(props.rows.map((row) => row.name)).toEqual(['Births', 'count']);
    const births = props.rows[0]!.cells;
    expect(births[0]).toEqual({ kind: 'spark', points: [100, 120, 150] });
    expect(values(births.slice(1, 6))).toEqual([30, 0.5, 100, 150 / 153, 135]);
    expect((births[2] as ValueCell).color).toBe('#0571b0');
    expect((births[6] as ValueCell).error).toContain('too large');
    expect(values(props.rows[1]!.cells.slice(1, 2))).toEqual([null]);
    expect(props.columns.map((c) => c.format)).toEqual(['SMART_NUMBER', 'SMART_NUMBER', '.1%', 'SMART_NUMBER', '.1%', 'SMART_NUMBER', 'SMART_NUMBER']);
  });

  it('with a group by, makes one row per group of the first metric, sorted by name', () => {
    const props = transformTimeTableProps(
      response(['ds', 'state', 'sum__num'], [
        { ds: year(2000), state: 'TX', sum__num: 5 },
        { ds: year(2000), state: 'CA', sum__num: 10 },
        { ds: year(2001), state: 'CA', sum__num: 20 },
        { ds: year(2001), state: null, sum__num: 1 },
      ]),
      { ...base, groupby: ['state'], column_collection: [{ key: 's', colType: 'spark', timeRatio: 1 }], url: 'https://example.com/state/{{ metric }}?from={{ granularity_sqla }}' },
      { verboseMap: { state: 'State' } },
    );
    expect(props.rowHeader).toBe('State');
    expect(props.rows.map((row) => row.name)).toEqual(['<NULL>', 'CA', 'TX']);
    expect(props.rows[1]!.cells[0]).toEqual({ kind: 'spark', points: [null, 2] });
    expect(props.rows[2]!.cells[0]).toEqual({ kind: 'spark', points: [null, null] });
    expect(props.rows[0]!.href).toBe('https://example.com/state/%3CNULL%3E?from=ds');
  });

  it('has no rows for an empty result', () => {
    expect(transformTimeTableProps(response(['ds'], []), { ...base, groupby: ['state'] }).rows).toEqual([]);
  });

  it('keeps only web and relative links', () => {
    expect(rowHref('javascript:alert({{ metric }})', 'x', {})).toBeNull();
    expect(rowHref(' JavaScript:alert(1)', 'x', {})).toBeNull();
    expect(rowHref('data:text/html,hi', 'x', {})).toBeNull();
    expect(rowHref('/explore/?q={{ metric }}', 'a b', {})).toBe('/explore/?q=a%20b');
    expect(rowHref('', 'x', {})).toBeNull();
  });

  it('colours by bounds', () => {
    expect(colorFromBounds(5, [0, 10])).toBe('rgb(128, 128, 128)');
    expect(colorFromBounds(0, [0, 10])).toBe('rgb(202, 0, 32)');
    expect(colorFromBounds(10, [0, 10])).toBe('rgb(5, 113, 176)');
    expect(colorFromBounds(3, [null, 2])).toBe('#ca0020');
    expect(colorFromBounds(3, [null, null])).toBeNull();
  });
});
