import { describe, expect, it } from 'vitest';
import type { QueryContext } from './model/index.js';
import { applyExtraFormData, hasExtraFormData } from './apply-extra-form-data.js';

const context: QueryContext = {
  datasource: { id: 1, type: 'table' },
  form_data: { datasource: '1__table', viz_type: 'pie' },
  queries: [
    { columns: ['gender'], metrics: ['count'], filters: [{ col: 'state', op: '==', val: 'CA' }], extras: {} },
    { columns: [], metrics: ['count'], filters: [], extras: {} },
  ],
};

describe('applyExtraFormData', () => {
  it('leaves the context alone when nothing applies', () => {
    expect(applyExtraFormData(context, undefined)).toBe(context);
    expect(applyExtraFormData(context, { filters: [] })).toBe(context);
    expect(hasExtraFormData({ filters: [] })).toBe(false);
    expect(hasExtraFormData({ time_range: 'Last week' })).toBe(true);
  });

  it('appends filters to every query and records extra_form_data', () => {
    const extra = { filters: [{ col: 'gender', op: 'IN' as const, val: ['boy'] }] };
    const applied = applyExtraFormData(context, extra);
    expect(applied.queries[0]!.filters).toEqual([
      { col: 'state', op: '==', val: 'CA' },
      { col: 'gender', op: 'IN', val: ['boy'], isExtra: true },
    ]);
    expect(applied.queries[1]!.filters).toEqual([{ col: 'gender', op: 'IN', val: ['boy'], isExtra: true }]);
    expect(applied.form_data?.['extra_form_data']).toEqual(extra);
    // The input is untouched.
    expect(context.queries[0]!.filters).toHaveLength(1);
  });

  it('overrides the time range and grain', () => {
    const applied = applyExtraFormData(context, { time_range: 'Last year', time_grain_sqla: 'P1M' });
    expect(applied.queries[0]!.time_range).toBe('Last year');
    expect(applied.queries[0]!.extras?.time_grain_sqla).toBe('P1M');
  });
});
