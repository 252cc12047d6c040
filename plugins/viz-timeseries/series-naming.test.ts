import { describe, expect, it } from 'vitest';
import { describeSeries, splitFlatColumnName, type SeriesNamingContext } from './series-naming.js';

const context: SeriesNamingContext = { metrics: ['SUM(num)', 'count'], dimensionCount: 2, timeShifts: [], comparison: null };

describe('splitFlatColumnName', () => {
  it('splits on ", " and unescapes commas inside labels', () => {
    expect(splitFlatColumnName('SUM(num), CA, a\\, b')).toEqual(['SUM(num)', 'CA', 'a, b']);
    expect(splitFlatColumnName('1,000')).toEqual(['1,000']);
    expect(splitFlatColumnName('count')).toEqual(['count']);
  });
});

describe('describeSeries', () => {
  it('reads metric and dimension values', () => {
    expect(describeSeries('count, boy, <NULL>', context)).toMatchObject({ metric: 'count', timeShift: null, dimensionValues: ['boy', null], name: 'count, boy, <NULL>' });
  });

  it('reads renamed series of a single metric', () => {
    expect(describeSeries('boy, CA', { ...context, metrics: ['SUM(num)'] })).toMatchObject({ metric: 'SUM(num)', dimensionValues: ['boy', 'CA'], name: 'boy, CA' });
  });

  it('reads shifted and compared series', () => {
    const shifted = describeSeries('SUM(num)__1 year ago, boy, CA', { ...context, timeShifts: ['1 year ago'] });
    expect(shifted).toMatchObject({ metric: 'SUM(num)', timeShift: '1 year ago', computed: false, name: 'SUM(num) (1 year ago), boy, CA', baseName: 'SUM(num), boy, CA' });
    const compared = describeSeries('ratio__count__count__1 week ago', { ...context, dimensionCount: 0, timeShifts: ['1 week ago'], comparison: 'ratio', metricDisplay: new Map([['count', 'rows']]) });
    expect(compared).toMatchObject({ metric: 'count', timeShift: '1 week ago', computed: true, name: 'rows (ratio to 1 week ago)', dimensionValues: [] });
  });

  it('keeps a column it cannot place under its own name', () => {
    expect(describeSeries('mystery, boy', context)).toMatchObject({ metric: null, name: 'mystery, boy', dimensionValues: ['boy'] });
  });
});
