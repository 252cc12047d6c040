import { describe, expect, it } from 'vitest';
import type { AnnotationLayer, ChartDataQueryResult } from '@core/plugin-api/index.js';
import { annotationOpacity, timeseriesAnnotations } from './annotation-layers.js';

const DAY = 86_400_000;
const x = Float64Array.from({ length: 10 }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY);
const color = (label: string) => `color-of-${label}`;

const result = (annotationData: Record<string, unknown>): ChartDataQueryResult => ({ colnames: [], coltypes: [], data: [], rowcount: 0, annotation_data: annotationData });

const native = (records: Array<Record<string, unknown>>) => ({ columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'], records });

const layer = (fields: Partial<AnnotationLayer> & Pick<AnnotationLayer, 'name' | 'annotationType'>): AnnotationLayer => ({ sourceType: 'NATIVE', value: 1, show: true, ...fields });

describe('timeseriesAnnotations', () => {
  it('reads a native event layer: title, description, when, the layer’s colour and label choice', () => {
    const events = layer({ name: 'Releases', annotationType: 'EVENT', color: '#ff0000', showLabel: true, width: 2, style: 'dashed' });
    const { annotationMarks } = timeseriesAnnotations(
      [events],
      result({ Releases: native([{ start_dttm: Date.UTC(2024, 0, 3), end_dttm: Date.UTC(2024, 0, 3), short_descr: 'v2', long_descr: 'Second release', json_metadata: null }]) }),
      x,
      'time',
      color,
    );
    expect(annotationMarks.intervals).toEqual([]);
    expect(annotationMarks.events).toEqual([
      { layer: 'Releases', title: 'v2', descriptions: ['Second release'], start: Date.UTC(2024, 0, 3), end: Date.UTC(2024, 0, 3), when: '2024-01-03', color: '#ff0000', opacity: 1, width: 2, dash: [6, 4], showLabel: true },
    ]);
  });

  it('reads a native interval layer with its end, a light default shade and Superset’s opacity names', () => {
    const records = native([
      { start_dttm: Date.UTC(2024, 0, 2, 6), end_dttm: Date.UTC(2024, 0, 4, 18), short_descr: 'Sale', long_descr: null, json_metadata: null },
      { start_dttm: 'not a time', end_dttm: null, short_descr: 'Broken', long_descr: null, json_metadata: null },
    ]);
    const soft = timeseriesAnnotations([layer({ name: 'Sales', annotationType: 'INTERVAL' })], result({ Sales: records }), x, 'time', color).annotationMarks.intervals;
    expect(soft).toHaveLength(1);
    expect(soft[0]).toMatchObject({ title: 'Sale', descriptions: [], start: Date.UTC(2024, 0, 2, 6), end: Date.UTC(2024, 0, 4, 18), when: '2024-01-02 06:00 – 2024-01-04 18:00', color: 'color-of-Sales', opacity: 0.2 });
    const strong = timeseriesAnnotations([layer({ name: 'Sales', annotationType: 'INTERVAL', opacity: 'opacityHigh' })], result({ Sales: records }), x, 'time', color);
    expect(strong.annotationMarks.intervals[0]!.opacity).toBe(0.8);
    expect([annotationOpacity('opacityLow'), annotationOpacity('opacityMedium'), annotationOpacity(''), annotationOpacity(undefined, 0.3)]).toEqual([0.2, 0.5, 1, 0.3]);
  });

  it('reads a table chart’s rows by the columns the layer names', () => {
    const table = layer({ name: 'Incidents', annotationType: 'INTERVAL', sourceType: 'table', value: 12, timeColumn: 'opened', intervalEndColumn: 'closed', titleColumn: 'ticket', descriptionColumns: ['team', 'cause'] });
    const { annotationMarks } = timeseriesAnnotations(
      [table],
      result({ Incidents: { records: [{ opened: '2024-01-05T10:00:00', closed: '2024-01-05T12:30:00', ticket: 'INC-7', team: 'Payments', cause: '' }] } }),
      x,
      'time',
      color,
    );
    expect(annotationMarks.intervals[0]).toMatchObject({ title: 'INC-7', descriptions: ['Payments'], start: Date.UTC(2024, 0, 5, 10), end: Date.UTC(2024, 0, 5, 12, 30) });
    // Without a time column there is nothing to place.
    const unplaced = timeseriesAnnotations([{ ...table, timeColumn: undefined }], result({ Incidents: { records: [{ opened: '2024-01-05' }] } }), x, 'time', color);
    expect(unplaced.annotationMarks.intervals).toEqual([]);
  });

  it('draws a time-series layer as lines, from Superset’s series or another chart’s rows', () => {
    const line = layer({ name: 'Forecast', annotationType: 'TIME_SERIES', sourceType: 'line', value: 4, width: 3, opacity: 'opacityMedium', style: 'dotted' });
    const fromSeries = timeseriesAnnotations([line], result({ Forecast: [{ key: 'SUM(num)', values: [{ x: Date.UTC(2024, 0, 1), y: 4 }, { x: Date.UTC(2024, 0, 2), y: 6 }] }] }), x, 'time', color);
    expect(fromSeries.annotations).toHaveLength(1);
    expect(fromSeries.annotations[0]).toMatchObject({ name: 'Forecast', width: 3, opacity: 0.5, dash: [2, 3], color: 'color-of-Forecast', markerSize: 0 });
    expect([...fromSeries.annotations[0]!.y]).toEqual([4, 6]);

    const rows = [
      { ds: '2024-01-02T00:00:00', boy: 7, girl: 3 },
      { ds: '2024-01-01T00:00:00', boy: 5, girl: null },
    ];
    const fromRows = timeseriesAnnotations([{ ...line, showMarkers: true }], result({ Forecast: { records: rows } }), x, 'time', color).annotations;
    expect(fromRows.map((item) => item.name)).toEqual(['Forecast: boy', 'Forecast: girl']);
    expect([...fromRows[0]!.x]).toEqual([Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 2)]);
    expect([...fromRows[0]!.y]).toEqual([5, 7]);
    expect([...fromRows[1]!.y]).toEqual([Number.NaN, 3]);
    expect(fromRows[0]!.markerSize).toBe(5);
    const markersOnly = timeseriesAnnotations([{ ...line, hideLine: true }], result({ Forecast: { records: rows } }), x, 'time', color).annotations;
    expect(markersOnly[0]).toMatchObject({ width: 0, markerSize: 5 });
  });

  it('keeps formulas, and leaves out hidden layers, layers without data and marks on a category axis', () => {
    const layers: AnnotationLayer[] = [
      { name: 'Target', annotationType: 'FORMULA', sourceType: '', value: 'y = 10', show: true },
      layer({ name: 'Hidden', annotationType: 'EVENT', show: false }),
      layer({ name: 'Absent', annotationType: 'EVENT' }),
      layer({ name: 'Events', annotationType: 'EVENT' }),
    ];
    const data = { Hidden: native([{ start_dttm: Date.UTC(2024, 0, 2), short_descr: 'x' }]), Events: native([{ start_dttm: Date.UTC(2024, 0, 2), short_descr: 'y' }]) };
    const onTime = timeseriesAnnotations(layers, result(data), x, 'time', color);
    expect(onTime.annotations.map((line) => line.name)).toEqual(['Target']);
    expect(onTime.annotationMarks.events.map((event) => event.title)).toEqual(['y']);
    const onCategories = timeseriesAnnotations(layers, result(data), Float64Array.from([0, 1, 2]), 'category', color);
    expect(onCategories.annotations.map((line) => line.name)).toEqual(['Target']);
    expect(onCategories.annotationMarks).toEqual({ events: [], intervals: [] });
    expect(timeseriesAnnotations(layers, undefined, x, 'time', color).annotationMarks.events).toEqual([]);
  });
});
