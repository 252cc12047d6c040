import { describe, expect, it } from 'vitest';
import type { VizDescriptor } from '@core/registry/index.js';
import { SUM_NUM, vizDescriptor } from '../test-support/viz-descriptor';
import { openFormData, resetMissingColorScheme } from './chart-form-data';

const viz = (key: string, properties: Record<string, object>, defaults: Record<string, unknown>, migrate?: VizDescriptor['migrate']) =>
  vizDescriptor(key, properties, defaults, { migrate });

const line = viz(
  'echarts_timeseries_line',
  { metrics: { type: 'array' }, groupby: { type: 'array' }, color_scheme: { type: 'string' }, show_legend: { type: 'boolean' } },
  { metrics: [], groupby: [], color_scheme: 'supersetColors', show_legend: true },
);

describe('openFormData', () => {
  it('puts stored values over the defaults and sets datasource and viz type', () => {
    const formData = openFormData(line, { metrics: [SUM_NUM], viz_type: 'other' }, '3__table');
    expect(formData).toMatchObject({ datasource: '3__table', viz_type: 'echarts_timeseries_line', metrics: [SUM_NUM], groupby: [], show_legend: true });
  });

  it('runs the viz migration first', () => {
    const migrating = viz('pie', { metric: { type: 'string' } }, { metric: null }, (fd) => ({ ...fd, metric: fd['metrics'] ?? null }) as never);
    expect(openFormData(migrating, { metrics: 'count' }, '1__table')['metric']).toBe('count');
  });

  it('hands migrate the legacy viz type a chart was stored under, and carries the current key', () => {
    const seen: unknown[] = [];
    const bar = vizDescriptor(
      'echarts_timeseries_bar',
      { x_axis: { type: ['string', 'null'] }, groupby: { type: 'array' } },
      { x_axis: null, groupby: [] },
      {
        legacyKeys: ['dist_bar'],
        migrate: (fd) => {
          seen.push(fd.viz_type);
          const groupby = (fd['groupby'] as string[] | undefined) ?? [];
          return (fd.viz_type === 'dist_bar' ? { ...fd, x_axis: groupby[0] ?? null, groupby: groupby.slice(1) } : fd) as never;
        },
      },
    );
    const opened = openFormData(bar, { viz_type: 'dist_bar', groupby: ['state', 'gender'] }, '1__table');
    expect(opened).toMatchObject({ viz_type: 'echarts_timeseries_bar', x_axis: 'state', groupby: ['gender'] });
    expect(seen).toEqual(['dist_bar']);
    // Another type's key (a switch from a pie, say) is not this viz's legacy: what migrate makes of
    // its own key is what opens, even though it was asked whether the key opens as this viz.
    seen.length = 0;
    expect(openFormData(bar, { viz_type: 'pie', groupby: ['state'] }, '1__table')).toMatchObject({ viz_type: 'echarts_timeseries_bar', x_axis: null, groupby: ['state'] });
    expect(seen.at(-1)).toBe('echarts_timeseries_bar');
  });

  it('opens a legacy key as this viz when its migration names this viz (a redirect from another type)', () => {
    const step = vizDescriptor('echarts_timeseries_step', { seriesType: { type: 'string' } }, { seriesType: 'start' }, {
      migrate: (fd) => (fd.viz_type === 'line' ? { ...fd, viz_type: 'echarts_timeseries_step', seriesType: 'end' } : fd),
    });
    const opened = openFormData(step, { viz_type: 'line', line_interpolation: 'step-after' }, '1__table');
    expect(opened).toMatchObject({ viz_type: 'echarts_timeseries_step', seriesType: 'end' });
    const throwing = vizDescriptor('echarts_timeseries_step', { seriesType: { type: 'string' } }, { seriesType: 'start' }, {
      migrate: (fd) => {
        if (fd.viz_type !== 'echarts_timeseries_step') throw new Error('not mine');
        return fd;
      },
    });
    expect(openFormData(throwing, { viz_type: 'pie' }, '1__table')).toMatchObject({ viz_type: 'echarts_timeseries_step', seriesType: 'start' });
  });

  it('never shares the defaults object with the opened form data', () => {
    const formData = openFormData(line, {}, '1__table');
    (formData['groupby'] as unknown[]).push('gender');
    expect(line.defaults['groupby']).toEqual([]);
  });

  it('resets a colour scheme that no longer exists (spec §4)', () => {
    expect(openFormData(line, { color_scheme: 'retiredScheme' }, '1__table')['color_scheme']).toBe('supersetColors');
    expect(resetMissingColorScheme({ datasource: '1__table', viz_type: 'x', color_scheme: 'd3Category10' })['color_scheme']).toBe('d3Category10');
  });
});
