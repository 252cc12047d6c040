import { describe, expect, it } from 'vitest';
import type { AnnotationLayer } from '@core/plugin-api/index.js';
import { annotationDataOf, annotationQueryOutcome, chartSourcedLayers, chartTimeRange, overriddenFormData } from './annotation-source-queries';

const layer = (fields: Partial<AnnotationLayer>): AnnotationLayer => ({ name: 'Forecast', annotationType: 'TIME_SERIES', sourceType: 'line', value: 7, show: true, ...fields });

describe('layers drawn from other charts', () => {
  it('runs only shown line and table layers that name a chart', () => {
    const layers = [
      layer({}),
      layer({ name: 'Hidden', show: false }),
      layer({ name: 'Native', sourceType: 'NATIVE', annotationType: 'EVENT', value: 2 }),
      layer({ name: 'Formula', annotationType: 'FORMULA', sourceType: '', value: 'y = 1' }),
      layer({ name: 'Incidents', annotationType: 'INTERVAL', sourceType: 'table', value: '12' }),
      layer({ name: 'No chart', value: '' }),
    ];
    expect(chartSourcedLayers({ datasource: '1__table', viz_type: 'line', annotation_layers: layers }).map((l) => l.name)).toEqual(['Forecast', 'Incidents']);
    expect(chartSourcedLayers({ datasource: '1__table', viz_type: 'line' })).toEqual([]);
  });

  it('passes the chart’s time range and grain down as the layer’s overrides say', () => {
    const current = { time_grain_sqla: 'P1M', adhoc_filters: [{ operator: 'TEMPORAL_RANGE', comparator: 'Last year', subject: 'ds' }] };
    const source = { time_range: 'No filter', time_grain_sqla: 'P1D', adhoc_filters: [{ operator: 'TEMPORAL_RANGE', comparator: 'No filter', subject: 'ds' }, { operator: '==', comparator: 'CA', subject: 'state' }] };
    expect(chartTimeRange(current)).toBe('Last year');
    expect(chartTimeRange({ time_range: 'Last week' })).toBe('Last week');

    const inherited = overriddenFormData(source, layer({ overrides: { time_range: null, time_grain_sqla: null } }), current);
    expect(inherited.time_range).toBe('Last year');
    expect(inherited.time_grain_sqla).toBe('P1M');
    expect(inherited.adhoc_filters).toEqual([{ operator: 'TEMPORAL_RANGE', comparator: 'Last year', subject: 'ds' }, { operator: '==', comparator: 'CA', subject: 'state' }]);
    // A value of the layer's own wins; keys it does not name keep the source's settings.
    const own = overriddenFormData(source, layer({ overrides: { time_range: '2000-01-01 : 2001-01-01' } }), current);
    expect(own).toMatchObject({ time_range: '2000-01-01 : 2001-01-01', time_grain_sqla: 'P1D' });
    expect(overriddenFormData(source, layer({ overrides: {} }), current)).toEqual(source);
  });

  it('reads a line chart’s result as series and a table chart’s as records', () => {
    const result = { colnames: ['ds', 'boy', 'girl', 'state'], coltypes: [2, 0, 0, 1], rowcount: 2, data: [{ ds: 1, boy: 5, girl: 6, state: 'CA' }, { ds: 2, boy: 7, girl: null, state: 'NY' }] };
    expect(annotationDataOf(layer({}), result)).toEqual([
      { key: 'boy', values: [{ x: 1, y: 5 }, { x: 2, y: 7 }] },
      { key: 'girl', values: [{ x: 1, y: 6 }, { x: 2, y: null }] },
    ]);
    expect(annotationDataOf(layer({ annotationType: 'EVENT', sourceType: 'table' }), result)).toEqual({ columns: result.colnames, records: result.data });
  });

  it('turns failures into Superset’s layer outcomes', () => {
    expect(annotationQueryOutcome({ error: 'Request timed out', statusText: 'timeout' })).toEqual({ status: 'failed', error: 'Query timeout' });
    expect(annotationQueryOutcome({ error: 'Request aborted', statusText: 'abort' })).toBeNull();
    expect(annotationQueryOutcome({ error: 'No data returned for this query' })).toEqual({ status: 'success', data: null });
    expect(annotationQueryOutcome({ error: 'The chart does not exist' })).toEqual({ status: 'failed', error: 'The chart does not exist' });
  });
});
