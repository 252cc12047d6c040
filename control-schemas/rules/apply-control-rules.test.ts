import { describe, expect, it } from 'vitest';
import { CONTROLS, SHARED_CONTROLS } from '../controls/index.js';
import { WHEN_NUMERIC_X_AXIS } from '../schema-parts/control-conditions.js';
import { applyControlRules, ruleContextOf, type ControlRuleContext } from './apply-control-rules.js';

describe('applyControlRules (spec §5 conditional visibility)', () => {
  it('forces the y-axis format to a percent format when the comparison type is percentage', () => {
    const formData = { comparison_type: 'percentage', y_axis_format: 'SMART_NUMBER', time_compare: ['1 year ago'] };
    const result = applyControlRules(formData, SHARED_CONTROLS);
    expect(result.formData).toEqual({ ...formData, y_axis_format: '.1%' });
    expect(formData.y_axis_format).toBe('SMART_NUMBER');
  });

  it('keeps a percent format the user chose, and leaves other comparison types alone', () => {
    const chosen = { comparison_type: 'percentage', y_axis_format: '.2%' };
    expect(applyControlRules(chosen, [CONTROLS.y_axis_format]).formData).toBe(chosen);
    const ratio = { comparison_type: 'ratio', y_axis_format: ',d' };
    expect(applyControlRules(ratio, [CONTROLS.y_axis_format]).formData).toBe(ratio);
  });

  it('shows sort descending only when a sort metric is set', () => {
    const controls = [CONTROLS.order_desc, CONTROLS.series_limit_metric, CONTROLS.timeseries_limit_metric];
    expect(applyControlRules({ series_limit_metric: null }, controls).visible.has('order_desc')).toBe(false);
    expect(applyControlRules({ timeseries_limit_metric: '' }, controls).visible.has('order_desc')).toBe(false);
    expect(applyControlRules({ series_limit_metric: 'count' }, controls).visible.has('order_desc')).toBe(true);
    const adhoc = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } };
    expect(applyControlRules({ timeseries_limit_metric: adhoc }, controls).visible.has('order_desc')).toBe(true);
  });

  it('shows the time-shift color only when a time comparison is set', () => {
    const controls = [CONTROLS.time_compare, CONTROLS.time_shift_color];
    expect(applyControlRules({ time_compare: [] }, controls).visible).toEqual(new Set(['time_compare']));
    expect(applyControlRules({ time_compare: ['1 week ago'] }, controls).visible).toEqual(new Set(['time_compare', 'time_shift_color']));
  });

  it('shows the time grain only when the x-axis is a temporal column of the datasource', () => {
    const controls = [CONTROLS.x_axis, CONTROLS.time_grain_sqla];
    const context = { temporalColumns: ['ds', 'created_at'] };
    const grainShown = (formData: Record<string, unknown>, ctx: ControlRuleContext = context) => applyControlRules(formData, controls, ctx).visible.has('time_grain_sqla');
    expect(grainShown({ x_axis: 'ds' })).toBe(true);
    expect(grainShown({ x_axis: 'gender' })).toBe(false);
    expect(grainShown({ x_axis: null })).toBe(false);
    expect(grainShown({ x_axis: { expressionType: 'SQL', sqlExpression: "DATE_TRUNC('month', ds)", label: 'month' } })).toBe(true);
    // A chart without an x-axis control (a big number over granularity_sqla) keeps its grain.
    expect(grainShown({ granularity_sqla: 'ds' })).toBe(true);
    // Before the datasource is known, nothing says the column is not temporal.
    expect(grainShown({ x_axis: 'gender' }, {})).toBe(true);
  });

  it('reads temporal and numeric columns from the datasource, and shows numeric x-axis controls by them', () => {
    const context = ruleContextOf([
      { column_name: 'ds', type_generic: 2, is_dttm: true },
      { column_name: 'year', type_generic: 0 },
      { column_name: 'epoch', type_generic: 0, is_dttm: true },
      { column_name: 'state', type_generic: 1 },
    ]);
    expect(context).toEqual({ temporalColumns: ['ds', 'epoch'], numericColumns: ['year'] });
    const control = { name: 'xAxisBounds', validators: [], visibleWhen: WHEN_NUMERIC_X_AXIS };
    const shown = (formData: Record<string, unknown>, ctx: ControlRuleContext = context) => applyControlRules(formData, [control], ctx).visible.has('xAxisBounds');
    expect(shown({ x_axis: 'year' })).toBe(true);
    expect(shown({ x_axis: 'epoch' })).toBe(false);
    expect(shown({ x_axis: 'state' })).toBe(false);
    expect(shown({ x_axis: null })).toBe(false);
    expect(shown({})).toBe(false);
    expect(shown({ x_axis: { expressionType: 'SQL', sqlExpression: 'num / 10', label: 'bucket' } })).toBe(true);
    // Before the datasource is known, nothing says the column is not numeric.
    expect(shown({ x_axis: 'state' }, {})).toBe(true);
  });

  it('shows rolling periods only for windowed rolling functions', () => {
    const controls = [CONTROLS.rolling_type, CONTROLS.rolling_periods, CONTROLS.min_periods];
    expect(applyControlRules({ rolling_type: 'None' }, controls).visible).toEqual(new Set(['rolling_type']));
    expect(applyControlRules({ rolling_type: 'cumsum' }, controls).visible).toEqual(new Set(['rolling_type']));
    expect(applyControlRules({ rolling_type: 'mean' }, controls).visible).toEqual(new Set(['rolling_type', 'rolling_periods', 'min_periods']));
  });

  it('switches table controls with the query mode', () => {
    const controls = [CONTROLS.query_mode, CONTROLS.all_columns, CONTROLS.order_by_cols, CONTROLS.percent_metrics, CONTROLS.show_totals];
    expect(applyControlRules({ query_mode: 'raw' }, controls).visible).toEqual(new Set(['query_mode', 'all_columns', 'order_by_cols']));
    expect(applyControlRules({ query_mode: 'aggregate' }, controls).visible).toEqual(new Set(['query_mode', 'percent_metrics', 'show_totals']));
  });

  it('shows every unconditional control whatever the form data', () => {
    const unconditional = SHARED_CONTROLS.filter((control) => !control.visibleWhen).map((control) => control.name);
    const { visible } = applyControlRules({}, SHARED_CONTROLS);
    for (const name of unconditional) expect(visible.has(name), name).toBe(true);
  });
});
