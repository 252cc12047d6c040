import { describe, expect, it } from 'vitest';
import type { ChartDataResponse } from '@core/plugin-api/index.js';
import type { MixedTimeseriesFormData } from './mixed-form-data.js';
import { mixedSeriesKey, transformMixedTimeseriesProps } from './mixed-transform-props.js';

const YEAR = (year: number) => Date.UTC(year, 0, 1);

const formData: MixedTimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['sum__num'],
  groupby: ['gender'],
  metrics_b: ['count'],
  groupby_b: ['state'],
  color_scheme: 'supersetColors',
  seriesType: 'bar',
  stack: true,
  seriesTypeB: 'smooth',
  markerEnabledB: true,
  markerSizeB: 8,
  areaB: true,
  opacityB: 0.4,
  yAxisIndex: 0,
  yAxisIndexB: 1,
  y_axis_format: '.3s',
  y_axis_format_secondary: ',d',
  yAxisTitleSecondary: 'Names',
  truncateYAxis: false,
  sort_series_type: 'name',
  sort_series_ascending: true,
  sort_series_typeB: 'sum',
  sort_series_ascendingB: false,
};

/** Births by gender (query A, 2000–2002) and names by state (query B, 2001–2003), as the chart-data API answers. */
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['ds', 'boy', 'girl'],
      coltypes: [2, 0, 0],
      rowcount: 3,
      data: [
        { ds: YEAR(2002), boy: '48000', girl: 50_000 },
        { ds: YEAR(2000), boy: 47_000, girl: 51_000 },
        { ds: YEAR(2001), boy: 48_100, girl: null },
      ],
    },
    {
      colnames: ['ds', 'CA', 'NY'],
      coltypes: [2, 0, 0],
      rowcount: 3,
      data: [
        { ds: YEAR(2001), CA: 310, NY: 120 },
        { ds: YEAR(2002), CA: 320, NY: 125 },
        { ds: YEAR(2003), CA: 330, NY: 130 },
      ],
    },
  ],
};

describe('transformMixedTimeseriesProps', () => {
  it('puts both queries on one x-axis, each series in its query’s style and on its query’s axis', () => {
    const props = transformMixedTimeseriesProps(response, formData);
    expect([...props.x]).toEqual([YEAR(2000), YEAR(2001), YEAR(2002), YEAR(2003)]);
    expect(props.series.map((series) => series.name)).toEqual(['boy', 'girl', 'CA', 'NY']);
    const [boy, girl, ca] = props.series;
    expect([...boy!.values]).toEqual([47_000, 48_100, 48_000, Number.NaN]);
    expect([...girl!.values]).toEqual([51_000, Number.NaN, 50_000, Number.NaN]);
    expect([...ca!.values]).toEqual([Number.NaN, 310, 320, 330]);
    expect(boy!.style).toMatchObject({ kind: 'bar', stackGroup: 'A', yAxis: 0 });
    expect(ca!.style).toEqual({ kind: 'line', curve: 'smooth', area: true, markers: true, markerSize: 8, opacity: 0.4, stackGroup: null, yAxis: 1, showValues: false });
    expect(boy!.dimensions).toBeUndefined();
    expect(ca!.dimensions).toEqual(['state']);
    expect(ca!.dimensionValues).toEqual(['CA']);
    expect(props.dimensions).toEqual(['gender']);
    expect(props).toMatchObject({ yFormat: '.3s', secondaryAxis: { format: ',d', title: 'Names', startAtZero: true }, startAtZero: true, timeGrain: 'P1Y', tooltipTimeFormat: '%Y-%m-%d' });
  });

  it('colours both queries from one scale, so no two series share a colour, and keys them apart', () => {
    const props = transformMixedTimeseriesProps(response, formData);
    expect(new Set(props.series.map((series) => series.color)).size).toBe(4);
    expect(new Set(props.series.map((series) => series.key)).size).toBe(4);
    expect(props.series[2]!.key).toBe(mixedSeriesKey('B', 'CA'));
    const shared: Record<string, string> = { boy: '#111111', CA: '#222222' };
    const onDashboard = transformMixedTimeseriesProps(response, formData, { colorScale: (label) => shared[label] ?? '#999999' });
    expect(onDashboard.series.map((series) => series.color)).toEqual(['#111111', '#999999', '#222222', '#999999']);
  });

  it('names series apart where both queries give the same name, or everywhere when asked', () => {
    const same: ChartDataResponse = {
      result: [
        { colnames: ['ds', 'count'], coltypes: [2, 0], rowcount: 1, data: [{ ds: YEAR(2000), count: 1 }] },
        { colnames: ['ds', 'count'], coltypes: [2, 0], rowcount: 1, data: [{ ds: YEAR(2000), count: 2 }] },
      ],
    };
    const plain = { ...formData, metrics: ['count'], groupby: [], metrics_b: ['count'], groupby_b: [] };
    expect(transformMixedTimeseriesProps(same, plain).series.map((series) => series.name)).toEqual(['count (Query A)', 'count (Query B)']);
    expect(transformMixedTimeseriesProps(response, { ...formData, show_query_identifiers: true }).series.map((series) => series.name)).toEqual([
      'boy (Query A)',
      'girl (Query A)',
      'CA (Query B)',
      'NY (Query B)',
    ]);
  });

  it('has no secondary axis while both queries use the primary one, and truncates axes when asked', () => {
    const props = transformMixedTimeseriesProps(response, { ...formData, yAxisIndexB: 0, truncateYAxis: true });
    expect(props.secondaryAxis).toBeNull();
    expect(props.startAtZero).toBe(false);
    expect(props.series.every((series) => series.style?.yAxis === 0)).toBe(true);
  });

  it('draws one query when the other has no rows, and nothing without data', () => {
    const onlyB = transformMixedTimeseriesProps({ result: [{ colnames: [], coltypes: [], rowcount: 0, data: [] }, response.result[1]!] }, formData);
    expect([...onlyB.x]).toEqual([YEAR(2001), YEAR(2002), YEAR(2003)]);
    expect(onlyB.xType).toBe('time');
    expect(onlyB.series.map((series) => series.name)).toEqual(['CA', 'NY']);
    const empty = transformMixedTimeseriesProps({ result: [] }, formData);
    expect(empty.x.length).toBe(0);
    expect(empty.series).toEqual([]);
  });

  it('merges category x-axes in the order each query gives them', () => {
    const byState: ChartDataResponse = {
      result: [
        { colnames: ['state', 'sum__num'], coltypes: [1, 0], rowcount: 2, data: [{ state: 'CA', sum__num: 5 }, { state: 'NY', sum__num: 3 }] },
        { colnames: ['state', 'count'], coltypes: [1, 0], rowcount: 2, data: [{ state: 'TX', count: 2 }, { state: 'CA', count: 1 }] },
      ],
    };
    const props = transformMixedTimeseriesProps(byState, { ...formData, x_axis: 'state', groupby: [], groupby_b: [] });
    expect(props.xType).toBe('category');
    expect(props.categories).toEqual(['CA', 'NY', 'TX']);
    expect([...props.series.find((series) => series.name === 'count')!.values]).toEqual([1, Number.NaN, 2]);
  });
});
