import { describe, expect, it } from 'vitest';
import { migratePara } from './migrate.js';

describe('migratePara', () => {
  const saved = {
    datasource: '3__table',
    viz_type: 'para',
    series: ['state'],
    metrics: ['sum__num'],
    limit: '25',
    granularity_sqla: 'ds',
    time_range: '2000 : 2010',
    linear_color_scheme: 'blue_white_yellow',
  };

  it('reads the dimension and the series limit as Tessera stores them', () => {
    expect(migratePara(saved)).toMatchObject({ series: 'state', limit: 25, linear_color_scheme: 'blue_white_yellow' });
    expect(migratePara({ ...saved, limit: '0' }).limit).toBeNull();
    expect(migratePara({ ...saved, limit: 0 }).limit).toBeNull();
  });

  it('turns the legacy time column and range into a temporal filter', () => {
    const migrated = migratePara(saved);
    expect(migrated.adhoc_filters).toEqual([{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: '2000 : 2010' }]);
    expect(migrated).not.toHaveProperty('granularity_sqla');
    expect(migrated).not.toHaveProperty('time_range');
  });

  it('drops a linear scheme it does not have, so the default applies', () => {
    expect(migratePara({ ...saved, linear_color_scheme: 'no_such_scheme' })).not.toHaveProperty('linear_color_scheme');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(saved);
    const once = migratePara(input);
    expect(migratePara(once)).toEqual(once);
    expect(input).toEqual(saved);
  });
});
