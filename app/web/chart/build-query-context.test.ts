import { describe, expect, it } from 'vitest';
import { getTestKernel } from '../test-support/render-app';
import { buildQueryContext } from './build-query-context';

const spatial = { type: 'latlong', lonCol: 'LON', latCol: 'LAT' };

describe('buildQueryContext result format', () => {
  const viz = (key: string) => getTestKernel().vizTypes.requireResolved(key);

  it('asks for Arrow for the full result of a viz declaring columnar data', () => {
    const scatter = viz('deck_scatter');
    expect(scatter.dataFormat).toBe('arrow');
    const formData = { datasource: '3__table', viz_type: 'deck_scatter', spatial };
    expect(buildQueryContext(scatter, formData)).toMatchObject({ result_format: 'arrow', result_type: 'full' });
    // Views of the same rows stay JSON.
    for (const resultType of ['samples', 'query', 'results', 'drill_detail'] as const) {
      expect(buildQueryContext(scatter, formData, { resultType }).result_format).toBe('json');
    }
  });

  it('keeps JSON for other viz types', () => {
    expect(buildQueryContext(viz('deck_arc'), { datasource: '3__table', viz_type: 'deck_arc', start_spatial: spatial, end_spatial: spatial }).result_format).toBe('json');
    expect(buildQueryContext(viz('table'), { datasource: '3__table', viz_type: 'table', query_mode: 'raw', all_columns: ['name'] }).result_format).toBe('json');
  });
});
