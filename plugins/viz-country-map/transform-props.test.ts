import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import { transformCountryMapProps } from './transform-props.js';

const response = (data: Array<Record<string, unknown>>): ChartDataResponse => ({ result: [{ colnames: ['DEPT_ID', 'sum__2004'], coltypes: [1, 0], data, rowcount: data.length }] });

describe('transformCountryMapProps', () => {
  it('shades regions between the lowest and highest value, matching codes upper case', () => {
    const props = transformCountryMapProps(
      response([
        { DEPT_ID: 'FR-75', sum__2004: '31012' },
        { DEPT_ID: 'fr-23', sum__2004: 980 },
        { DEPT_ID: 'FR-13', sum__2004: 16000 },
        { DEPT_ID: 'FR-48', sum__2004: null },
        { DEPT_ID: null, sum__2004: 3 },
      ]),
      { datasource: '9__table', viz_type: 'country_map', select_country: 'france', entity: 'DEPT_ID', metric: 'sum__2004', linear_color_scheme: 'white_black', number_format: ',d' },
      { verboseMap: { sum__2004: 'Births 2004' } },
    );
    expect(props.country).toBe('france');
    expect(props.entries.map((e) => [e.code, e.value, e.formattedMetric, e.color])).toEqual([
      ['FR-75', 'FR-75', '31,012', 'rgb(0, 0, 0)'],
      ['FR-23', 'fr-23', '980', 'rgb(255, 255, 255)'],
      ['FR-13', 'FR-13', '16,000', expect.stringMatching(/^rgb\(1[23]\d, 1[23]\d, 1[23]\d\)$/)],
    ]);
    expect(props.metricName).toBe('Births 2004');
    expect(props.legend).toMatchObject({ caption: 'Births 2004', minLabel: '980', maxLabel: '31,012' });
  });

  it('handles an empty result', () => {
    const props = transformCountryMapProps(response([]), { datasource: '9__table', viz_type: 'country_map', entity: 'DEPT_ID', metric: 'sum__2004' });
    expect(props).toMatchObject({ country: 'usa', entries: [], legend: null });
  });
});
