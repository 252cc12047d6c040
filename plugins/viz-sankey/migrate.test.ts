import { describe, expect, it } from 'vitest';
import { migrateSankey } from './migrate.js';

describe('migrateSankey', () => {
  const legacy = {
    datasource: '3__table',
    viz_type: 'sankey',
    groupby: ['gender', 'state'],
    metric: 'sum__num',
    row_limit: 5000,
    color_scheme: 'bnbColors',
    granularity_sqla: 'ds',
    time_range: 'Last year',
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0' }],
  };

  it("opens a legacy sankey as sankey_v2 the way Superset migrates it: groupby gives source and target", () => {
    const migrated = migrateSankey(legacy);
    expect(migrated).toMatchObject({ viz_type: 'sankey_v2', source: 'gender', target: 'state', metric: 'sum__num', row_limit: 5000, color_scheme: 'bnbColors' });
    expect(migrated).not.toHaveProperty('groupby');
  });

  it('turns the legacy time column and range into a temporal filter', () => {
    const migrated = migrateSankey(legacy);
    expect(migrated.adhoc_filters).toEqual([
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 0' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year' },
    ]);
    expect(migrated).not.toHaveProperty('granularity_sqla');
    expect(migrated).not.toHaveProperty('time_range');
    expect(migrateSankey({ ...legacy, time_range: undefined }).adhoc_filters?.[1]).toMatchObject({ comparator: 'No filter' });
  });

  it('drops a single groupby column, which names no flow', () => {
    const migrated = migrateSankey({ datasource: '3__table', viz_type: 'sankey', groupby: ['gender'], metric: 'count' });
    expect(migrated).not.toHaveProperty('source');
    expect(migrated).not.toHaveProperty('groupby');
  });

  it("reads Superset's camel-case alignment and a single intermediate level; drops unknown alignments", () => {
    expect(migrateSankey({ datasource: '1__table', viz_type: 'sankey_v2', nodeAlignment: 'left', intermediate_levels: 'name' })).toMatchObject({
      node_alignment: 'left',
      intermediate_levels: ['name'],
    });
    expect(migrateSankey({ datasource: '1__table', viz_type: 'sankey_v2', node_alignment: 'center' })).not.toHaveProperty('node_alignment');
  });

  it('is idempotent and leaves its input alone', () => {
    const input = structuredClone(legacy);
    const once = migrateSankey(input);
    expect(migrateSankey(once)).toEqual(once);
    expect(input).toEqual(legacy);
  });
});
