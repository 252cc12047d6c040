import { createAjvSchemaCompiler } from '@core/registry/ajv-schema-compiler.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { choicesOf } from '../choices/choices-of.js';
import { CONTROL_WIDGETS } from '../control-widgets.js';
import { unsupportedConditionKeywords } from '../rules/match-condition.js';
import { CONTROL_SECTION_KEYS } from '../sections.js';
import { isValidatorName } from '../validators/control-validators.js';
import { CONTROLS, SHARED_CONTROLS } from './index.js';

const compiler = createAjvSchemaCompiler();
const here = path.dirname(new URL(import.meta.url).pathname);

/** Every control the issue and the brief name, by Superset's names. */
const REQUIRED_CONTROLS = [
  'datasource', 'viz_type', 'metrics', 'metric', 'groupby', 'columns', 'adhoc_filters', 'time_range',
  'granularity_sqla', 'time_grain_sqla', 'x_axis', 'row_limit', 'row_offset', 'order_desc', 'series_limit',
  'series_limit_metric', 'query_mode', 'rolling_type', 'rolling_periods', 'min_periods', 'time_compare',
  'comparison_type', 'resample_rule', 'resample_method', 'annotation_layers', 'color_scheme', 'label_colors',
  'y_axis_format', 'x_axis_time_format', 'number_format', 'time_format', 'date_format', 'show_legend',
  'legend_orientation', 'x_axis_title', 'y_axis_title', 'truncate_metric', 'sort_series_type',
  'sort_series_ascending', 'timeseries_limit_metric', 'percent_metrics', 'all_columns', 'order_by_cols',
  'server_pagination', 'server_page_length', 'include_time', 'show_totals', 'subheader', 'compare_lag',
  'compare_suffix', 'show_trend_line', 'start_y_axis_at_zero', 'time_shift_color', 'opacity', 'color_picker',
];

describe('shared controls', () => {
  it('include every control explore needs, each under its own name', () => {
    for (const name of REQUIRED_CONTROLS) expect(CONTROLS, name).toHaveProperty(name);
    for (const [key, control] of Object.entries(CONTROLS)) expect(control.name).toBe(key);
    expect(new Set(SHARED_CONTROLS.map((c) => c.name)).size).toBe(SHARED_CONTROLS.length);
  });

  it('live one per kebab-case file named after the control', () => {
    for (const control of SHARED_CONTROLS) {
      expect(existsSync(path.join(here, `${control.name.replace(/_/g, '-')}.ts`)), control.name).toBe(true);
    }
  });

  it.each(SHARED_CONTROLS.map((c) => [c.name, c] as const))('%s: schema compiles and its default validates', (_name, control) => {
    expect(control.schema, 'a control declares its default').toHaveProperty('default');
    const validate = compiler.compile(control.schema);
    expect(validate(control.schema.default)).toEqual([]);
  });

  it('are pure JSON, with labels, descriptions, known sections, widgets and validators', () => {
    for (const control of SHARED_CONTROLS) {
      const { name, label, description, section, schema, uiSchema, validators, visibleWhen, forcedValues } = control;
      expect(JSON.parse(JSON.stringify({ schema, uiSchema, visibleWhen, forcedValues })), name).toEqual({ schema, uiSchema, visibleWhen, forcedValues });
      expect(label.length, name).toBeGreaterThan(0);
      expect(description.length, name).toBeGreaterThan(10);
      expect(CONTROL_SECTION_KEYS, name).toContain(section);
      expect(CONTROL_WIDGETS, name).toContain(uiSchema['ui:widget']);
      for (const validator of validators) expect(isValidatorName(validator), `${name}: ${validator}`).toBe(true);
    }
  });

  it('write conditions the rule evaluator can read', () => {
    for (const control of SHARED_CONTROLS) {
      const conditions = [control.visibleWhen, ...(control.forcedValues ?? []).map((rule) => rule.when)].filter((c) => c !== undefined);
      for (const condition of conditions) expect(unsupportedConditionKeywords(condition), control.name).toEqual([]);
    }
  });

  it('mark free-form selects as such in ui:options exactly when the schema only suggests values', () => {
    for (const control of SHARED_CONTROLS) {
      const { choices, freeForm } = choicesOf(control.schema);
      const options = (control.uiSchema['ui:options'] ?? {}) as Record<string, unknown>;
      if (choices.length > 0 && freeForm) expect(options.freeForm, control.name).toBe(true);
      else expect(options.freeForm, control.name).toBeUndefined();
    }
  });

  it('keep the defaults of spec §9', () => {
    expect(CONTROLS.row_limit.schema.default).toBe(10000);
    expect(CONTROLS.time_range.schema.default).toBe('No filter');
    expect(CONTROLS.time_grain_sqla.schema.default).toBe('P1D');
    expect(CONTROLS.viz_type.schema.default).toBe('table');
    expect(CONTROLS.query_mode.schema.default).toBe('aggregate');
    expect(CONTROLS.rolling_type.schema.default).toBe('None');
    expect(CONTROLS.y_axis_format.schema.default).toBe('SMART_NUMBER');
    expect(CONTROLS.x_axis_time_format.schema.default).toBe('smart_date');
  });

  it('offer the choices of spec §9', () => {
    const values = (name: keyof typeof CONTROLS) => choicesOf(CONTROLS[name].schema).choices.map((choice) => choice.const);
    expect(values('row_limit')).toEqual([10, 50, 100, 250, 500, 1000, 5000, 10000, 50000]);
    expect(values('series_limit')).toEqual([5, 10, 25, 50, 100, 500]);
    expect(values('rolling_type')).toEqual(['None', 'mean', 'sum', 'std', 'cumsum']);
    expect(values('comparison_type')).toEqual(['values', 'absolute', 'percentage', 'ratio']);
    expect(values('time_compare')).toEqual([
      '1 day ago', '1 week ago', '28 days ago', '30 days ago', '52 weeks ago',
      '1 year ago', '104 weeks ago', '2 years ago', '156 weeks ago', '3 years ago',
    ]);
    expect(values('resample_rule')).toEqual(['1T', '1H', '1D', '7D', '1M', '1AS']);
    expect(values('resample_method')).toEqual([null, 'asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum']);
    expect(values('sort_series_type')).toEqual(['name', 'max', 'min', 'sum', 'avg']);
    expect(values('query_mode')).toEqual(['aggregate', 'raw']);
  });

  it('accept Superset-shaped values and reject malformed ones', () => {
    const valid = (name: keyof typeof CONTROLS, value: unknown) => compiler.compile(CONTROLS[name].schema)(value).length === 0;
    expect(valid('metrics', ['count', { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' }])).toBe(true);
    expect(valid('metrics', [{ expressionType: 'SQL', sqlExpression: 'SUM(num) / COUNT(*)' }])).toBe(true);
    expect(valid('metrics', [{ expressionType: 'SIMPLE', aggregate: 'SUM' }])).toBe(false);
    expect(valid('metrics', [''])).toBe(false);
    expect(valid('x_axis', { expressionType: 'SQL', sqlExpression: "DATE_TRUNC('year', ds)", label: 'year' })).toBe(true);
    expect(valid('adhoc_filters', [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: 'IN', comparator: ['boy'] }])).toBe(true);
    expect(valid('adhoc_filters', [{ expressionType: 'SIMPLE', clause: 'WHERE', operator: 'BETWEEN' }])).toBe(false);
    expect(valid('datasource', '3__table')).toBe(true);
    expect(valid('datasource', 'table_3')).toBe(false);
    expect(valid('rolling_type', 'median')).toBe(false);
    expect(valid('y_axis_format', ',.4f')).toBe(true);
    expect(valid('color_picker', '#1f77b4')).toBe(true);
    expect(valid('color_picker', { r: 300, g: 0, b: 0 })).toBe(false);
    expect(valid('opacity', 1.5)).toBe(false);
  });
});
