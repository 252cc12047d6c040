import { describe, expect, it } from 'vitest';
import { migrateBigNumber, migrateBigNumberTotal } from './migrate.js';

describe('migrateBigNumber', () => {
  const legacy = {
    datasource: '3__table',
    viz_type: 'big_number',
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1D',
    metric: 'count',
    compare_lag: '7',
    compare_suffix: 'WoW',
    subtitle: 'daily',
  };

  it('turns the legacy time column into the x-axis', () => {
    const migrated = migrateBigNumber(legacy);
    expect(migrated.x_axis).toBe('ds');
    expect(migrated).not.toHaveProperty('granularity_sqla');
    expect(migrated.time_grain_sqla).toBe('P1D');
  });

  it('reads a compare lag stored as text', () => {
    expect(migrateBigNumber(legacy).compare_lag).toBe(7);
    expect(migrateBigNumber({ ...legacy, compare_lag: '' }).compare_lag).toBeNull();
    expect(migrateBigNumber({ ...legacy, compare_lag: 'abc' }).compare_lag).toBeNull();
  });

  it("keeps an x-axis that is already set and drops the legacy column", () => {
    const migrated = migrateBigNumber({ ...legacy, x_axis: 'created_at' });
    expect(migrated.x_axis).toBe('created_at');
    expect(migrated).not.toHaveProperty('granularity_sqla');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateBigNumber(input);
    expect(migrateBigNumber(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});

describe('migrateBigNumberTotal', () => {
  it("renames Superset's subtitle fields back to subheader", () => {
    const migrated = migrateBigNumberTotal({ datasource: '3__table', viz_type: 'big_number_total', metric: 'count', subtitle: 'all time', subtitle_font_size: 0.2 });
    expect(migrated).toMatchObject({ subheader: 'all time', subheader_font_size: 0.2 });
    expect(migrated).not.toHaveProperty('subtitle');
    expect(migrated).not.toHaveProperty('subtitle_font_size');
  });

  it('takes the first entry of a legacy metrics list as the metric', () => {
    const migrated = migrateBigNumberTotal({ datasource: '3__table', viz_type: 'big_number_total', metrics: ['sum__num', 'count'] });
    expect(migrated.metric).toBe('sum__num');
    expect(migrated).not.toHaveProperty('metrics');
  });

  it('is idempotent and keeps the time column of a total', () => {
    const formData = { datasource: '3__table', viz_type: 'big_number_total', metric: 'count', granularity_sqla: 'ds', subheader: 'x', subtitle: 'y' };
    const once = migrateBigNumberTotal(formData);
    expect(once.subheader).toBe('x');
    expect(once.granularity_sqla).toBe('ds');
    expect(migrateBigNumberTotal(once)).toEqual(once);
  });

  it('reads font sizes older versions stored as text or between the choices', () => {
    const total = migrateBigNumberTotal({ datasource: '3__table', viz_type: 'big_number_total', metric: 'count', header_font_size: '0.4', subheader_font_size: 0.16 });
    expect(total).toMatchObject({ header_font_size: 0.4, subheader_font_size: 0.15 });
    const trend = migrateBigNumber({ datasource: '3__table', viz_type: 'big_number', metric: 'count', header_font_size: 0.8, subheader_font_size: 'large' });
    expect(trend.header_font_size).toBe(0.6);
    expect(trend).not.toHaveProperty('subheader_font_size');
    expect(migrateBigNumber(trend)).toEqual(trend);
  });

  it('takes the Druid-era time column `granularity` as the time column', () => {
    expect(migrateBigNumberTotal({ datasource: '3__table', viz_type: 'big_number_total', metric: 'count', granularity: 'ds' })).toMatchObject({ granularity_sqla: 'ds' });
    const trend = migrateBigNumber({ datasource: '3__table', viz_type: 'big_number', metric: 'count', granularity: 'ds' });
    expect(trend).toMatchObject({ x_axis: 'ds' });
    expect(trend).not.toHaveProperty('granularity');
    expect(trend).not.toHaveProperty('granularity_sqla');
  });
});
