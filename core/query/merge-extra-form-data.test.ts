import { describe, expect, it } from 'vitest';
import type { QueryFormData, QueryObject } from './model/index.js';
import { mergeExtraFormData, mergeExtraFormDataIntoFormData, mergeExtraFormDataIntoQueryObject } from './merge-extra-form-data.js';

const X_AXIS = { expressionType: 'SQL' as const, sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS' as const, timeGrain: 'P1D' };

describe('mergeExtraFormData', () => {
  it('appends filters of two masks and lets the later one override time fields', () => {
    const merged = mergeExtraFormData(
      { filters: [{ col: 'a', op: 'IN', val: [1] }], time_range: 'Last week', custom_form_data: { x: 1 } },
      { filters: [{ col: 'b', op: '==', val: 2 }], time_range: 'Last year', time_grain_sqla: 'P1M', custom_form_data: { y: 2 } },
    );
    expect(merged).toEqual({
      filters: [
        { col: 'a', op: 'IN', val: [1] },
        { col: 'b', op: '==', val: 2 },
      ],
      custom_form_data: { x: 1, y: 2 },
      time_range: 'Last year',
      time_grain_sqla: 'P1M',
    });
  });

  it('keeps the first mask override when the second does not set it, and is empty for nothing', () => {
    expect(mergeExtraFormData({ granularity_sqla: 'ds' }, {})).toEqual({ granularity_sqla: 'ds' });
    expect(mergeExtraFormData()).toEqual({});
  });
});

describe('mergeExtraFormDataIntoQueryObject', () => {
  const base: QueryObject = {
    columns: [X_AXIS, 'gender'],
    metrics: ['count'],
    filters: [
      { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' },
      { col: 'gender', op: 'IN', val: ['boy'] },
    ],
    extras: { where: 'num > 1' },
  };

  it('appends native filters, adhoc filters and SQL fragments, marking them as extra', () => {
    const merged = mergeExtraFormDataIntoQueryObject(base, {
      extraFormData: {
        filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
        adhoc_filters: [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'name', operator: 'ILIKE', comparator: 'a%' },
          { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num < 100' },
          { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 2' },
        ],
      },
    });
    expect(merged.filters).toEqual([
      ...base.filters!,
      { col: 'state', op: 'IN', val: ['CA'], isExtra: true },
      { col: 'name', op: 'ILIKE', val: 'a%', isExtra: true },
    ]);
    expect(merged.extras).toEqual({ where: 'num > 1 AND (num < 100)', having: '(COUNT(*) > 2)' });
    expect(base.filters).toHaveLength(2);
  });

  it('overrides the time range, also in the TEMPORAL_RANGE filters, and the grain, also of the x-axis', () => {
    const merged = mergeExtraFormDataIntoQueryObject(base, { extraFormData: { time_range: 'Last month', time_grain_sqla: 'P1W', relative_start: 'now' } });
    expect(merged.time_range).toBe('Last month');
    expect(merged.filters![0]).toEqual({ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last month' });
    expect(merged.extras).toEqual({ where: 'num > 1', time_grain_sqla: 'P1W', relative_start: 'now' });
    expect(merged.columns![0]).toEqual({ ...X_AXIS, timeGrain: 'P1W' });
    expect(merged.applied_time_extras).toEqual({ __time_range: 'Last month', __time_grain: 'P1W' });
  });

  it('sets the time column from granularity_sqla and then leaves TEMPORAL_RANGE filters alone', () => {
    const merged = mergeExtraFormDataIntoQueryObject(base, { extraFormData: { granularity_sqla: 'ds2', time_range: 'Last day' } });
    expect(merged.granularity).toBe('ds2');
    expect(merged.filters![0]!.val).toBe('No filter');
    expect(merged.applied_time_extras).toEqual({ __time_range: 'Last day', __time_col: 'ds2' });
  });

  it('reads legacy extra_filters: time extras set fields, others append unless already there', () => {
    const merged = mergeExtraFormDataIntoQueryObject(base, {
      extraFilters: [
        { col: '__time_range', op: '==', val: 'Last year' },
        { col: '__time_col', op: '==', val: 'ds' },
        { col: '__time_grain', op: '==', val: 'P1M' },
        { col: 'gender', op: 'IN', val: ['boy'] },
        { col: 'state', op: 'IN', val: ['NY'] },
        { col: 'empty', op: 'IN', val: [] },
        { col: '__granularity', op: '==', val: 'No filter' },
      ],
    });
    expect(merged.time_range).toBe('Last year');
    expect(merged.granularity).toBe('ds');
    expect(merged.extras!.time_grain_sqla).toBe('P1M');
    expect(merged.applied_time_extras).toEqual({ __time_range: 'Last year', __time_col: 'ds', __time_grain: 'P1M' });
    expect(merged.filters!.slice(2)).toEqual([{ col: 'state', op: 'IN', val: ['NY'], isExtra: true }]);
  });
});

describe('mergeExtraFormDataIntoFormData', () => {
  const formData: QueryFormData = {
    datasource: '1__table',
    viz_type: 'table',
    adhoc_filters: [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: 'IN', comparator: ['boy'] },
    ],
  };

  it('folds extra form data into adhoc filters and overriding fields, and drops the keys', () => {
    const merged = mergeExtraFormDataIntoFormData({
      ...formData,
      extra_form_data: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }], time_range: 'Last week', relative_end: 'now', interactive_groupby: ['state'] },
    });
    expect(merged['extra_form_data']).toBeUndefined();
    expect(merged['time_range']).toBe('Last week');
    expect(merged['extras']).toEqual({ relative_end: 'now' });
    expect(merged['interactive_groupby']).toEqual(['state']);
    const filters = merged['adhoc_filters'] as { subject: string; comparator: unknown; isExtra?: boolean; filterOptionName?: string }[];
    expect(filters[0]!.comparator).toBe('Last week');
    expect(filters[2]).toMatchObject({ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA'], isExtra: true });
    expect(filters[2]!.filterOptionName).toMatch(/^filter_[0-9a-f]{8}$/);
  });

  it('merges legacy extra_filters, skipping filters equal to existing ones and recording time extras', () => {
    const merged = mergeExtraFormDataIntoFormData({
      ...formData,
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last quarter' },
        { col: '__time_col', op: '==', val: 'ds' },
        { col: 'gender', op: 'IN', val: ['boy'] },
        { col: 'gender', op: 'IN', val: ['girl'] },
      ],
    });
    expect(merged['extra_filters']).toBeUndefined();
    expect(merged['time_range']).toBe('Last quarter');
    expect(merged['granularity_sqla']).toBe('ds');
    expect(merged['applied_time_extras']).toEqual({ __time_range: 'Last quarter', __time_col: 'ds' });
    const subjects = (merged['adhoc_filters'] as { subject: string; comparator: unknown }[]).map((f) => [f.subject, f.comparator]);
    expect(subjects).toEqual([
      ['ds', 'No filter'],
      ['gender', ['boy']],
      ['gender', ['girl']],
    ]);
  });
});
