import type { ChartDataResponse } from '@core/plugin-api/index.js';
import { describe, expect, it } from 'vitest';
import type { PairedTTestFormData } from './form-data.schema.js';
import { transformPairedTTestProps } from './transform-props.js';

const year = (y: number) => Date.UTC(y, 0, 1);
const response: ChartDataResponse = {
  result: [
    {
      colnames: ['__timestamp', 'gender', 'count'],
      coltypes: [2, 1, 0],
      data: [
        { __timestamp: year(2001), gender: 'girl', count: 3 },
        { __timestamp: year(2000), gender: 'boy', count: 10 },
        { __timestamp: year(2000), gender: 'girl', count: '30' },
        { __timestamp: year(2002), gender: 'boy', count: 6 },
        { __timestamp: year(2002), gender: null, count: 4 },
      ],
      rowcount: 5,
    },
  ],
};
const formData: PairedTTestFormData = { datasource: '3__table', viz_type: 'paired_ttest', granularity_sqla: 'ds', metrics: ['count'], groupby: ['gender'] };

describe('transformPairedTTestProps', () => {
  it('makes a series per group over every time, missing times counting 0, groups in order', () => {
    const props = transformPairedTTestProps(response, formData, { verboseMap: { count: 'Rows', gender: 'Gender' } });
    expect(props.times).toBe(3);
    expect(props.groupColumns).toEqual(['Gender']);
    expect(props.metrics).toEqual([
      {
        name: 'Rows',
        groups: [
          { key: '["boy"]', labels: ['boy'], values: [10, 0, 6] },
          { key: '["girl"]', labels: ['girl'], values: [30, 3, 0] },
          { key: '[null]', labels: ['NULL'], values: [0, 0, 4] },
        ],
      },
    ]);
    expect(props).toMatchObject({ alpha: 0.05, pValuePrecision: 6, liftPrecision: 4 });
  });

  it("compares each group's share of the total with contribution", () => {
    const props = transformPairedTTestProps(response, { ...formData, contribution: true });
    expect(props.metrics[0]!.groups.map((g) => g.values)).toEqual([
      [0.25, 0, 0.6],
      [0.75, 1, 0],
      [0, 0, 0.4],
    ]);
  });

  it('reads the significance level and precisions', () => {
    expect(transformPairedTTestProps(response, { ...formData, significance_level: 0.01, pvalue_precision: 3, liftvalue_precision: 1 })).toMatchObject({ alpha: 0.01, pValuePrecision: 3, liftPrecision: 1 });
  });

  it('has no tables for an empty result', () => {
    expect(transformPairedTTestProps({ result: [{ colnames: ['__timestamp', 'gender', 'count'], coltypes: [2, 1, 0], data: [], rowcount: 0 }] }, formData).metrics).toEqual([]);
  });
});
