import { describe, expect, it } from 'vitest';
import { CONTROLS } from '../controls/index.js';
import { validateFormData } from './validate-form-data.js';

const controls = [CONTROLS.metrics, CONTROLS.row_limit, CONTROLS.rolling_periods, CONTROLS.series_limit, CONTROLS.order_by_cols, CONTROLS.x_axis];

describe('validateFormData', () => {
  it('collects each failing control’s messages, in validator order, and leaves valid controls out', () => {
    const errors = validateFormData(
      { metrics: [], row_limit: '250000.5', rolling_periods: 'seven', series_limit: 'ten', order_by_cols: ['oops'], x_axis: 'ds' },
      controls,
    );
    expect(errors).toEqual({
      metrics: ['cannot be empty'],
      row_limit: ['is expected to be an integer', 'Value cannot exceed 100000'],
      rolling_periods: ['is expected to be an integer'],
      series_limit: ['is expected to be a number'],
      order_by_cols: ['Found invalid orderby options'],
    });
  });

  it("checks the row limit against the server's SQL_MAX_ROW, 100000 by default", () => {
    expect(validateFormData({ row_limit: 150000 }, [CONTROLS.row_limit])).toEqual({ row_limit: ['Value cannot exceed 100000'] });
    expect(validateFormData({ row_limit: 150000 }, [CONTROLS.row_limit], { sqlMaxRow: 200000 })).toEqual({});
    expect(validateFormData({ row_limit: 5000 }, [CONTROLS.row_limit], { sqlMaxRow: 1000 })).toEqual({ row_limit: ['Value cannot exceed 1000'] });
  });

  it('reports a missing required value as empty', () => {
    expect(validateFormData({}, [CONTROLS.metric, CONTROLS.datasource])).toEqual({ metric: ['cannot be empty'], datasource: ['cannot be empty'] });
  });

  it('skips hidden controls when told which are visible', () => {
    expect(validateFormData({ metrics: [], row_limit: 1 }, controls, { visible: new Set(['row_limit']) })).toEqual({});
  });

  it('refuses a control naming an unknown validator', () => {
    expect(() => validateFormData({}, [{ name: 'x', validators: ['nope'] }])).toThrow("Control 'x' names unknown validator 'nope'");
  });
});
