import { describe, expect, it } from 'vitest';
import { vizTypeLabel } from './viz-type-label';

const registry = {
  resolve: (key: string) => ({ echarts_timeseries_bar: { name: 'Bar Chart' }, dist_bar: { name: 'Bar Chart' }, mixed_timeseries: { name: 'Mixed Chart' } })[key],
};

describe('vizTypeLabel', () => {
  it('names a chart by the registered type that opens it, legacy keys included', () => {
    expect(vizTypeLabel('dist_bar', registry)).toBe('Bar Chart');
    expect(vizTypeLabel('mixed_timeseries', registry)).toBe('Mixed Chart');
  });

  it("falls back to Superset's names, then to the key made readable, then to a dash", () => {
    expect(vizTypeLabel('line', registry)).toBe('Line Chart');
    expect(vizTypeLabel('box_plot')).toBe('Box plot');
    expect(vizTypeLabel(null, registry)).toBe('—');
  });
});
