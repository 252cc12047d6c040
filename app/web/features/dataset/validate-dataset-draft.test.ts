import { describe, expect, it } from 'vitest';
import { datasetToDraft } from './dataset-draft';
import type { DatasetDetail } from './dataset-types';
import { validateDatasetDraft } from './validate-dataset-draft';

const dataset: DatasetDetail = {
  id: 1,
  table_name: 'orders',
  sql: 'SELECT 1',
  schema: null,
  database: { id: 1, database_name: 'db' },
  description: null,
  main_dttm_col: null,
  default_endpoint: null,
  cache_timeout: null,
  offset: null,
  filter_select_enabled: true,
  fetch_values_predicate: null,
  normalize_columns: false,
  always_filter_main_dttm: false,
  template_params: null,
  extra: null,
  owners: [],
  columns: [],
  metrics: [
    { metric_name: 'count', verbose_name: null, expression: 'COUNT(*)', d3format: null, extra: null },
    { metric_name: 'count', verbose_name: null, expression: ' ', d3format: null, extra: null },
  ],
};

describe('validateDatasetDraft', () => {
  it('finds duplicate and empty metrics, bad numbers, bad JSON and missing SQL, each on its tab', () => {
    const draft = { ...datasetToDraft(dataset), sql: '  ', cache_timeout: 'soon', offset: '-8', extra: '[1]', template_params: '{"a": 1}' };
    const problems = validateDatasetDraft(draft, true);
    expect(problems.map(({ tab, field, message }) => [tab, field, message])).toEqual([
      ['source', 'sql', 'A virtual dataset needs its SQL'],
      ['metrics', 'metric_name', 'Two metrics are named count'],
      ['metrics', 'metric_name', 'Two metrics are named count'],
      ['metrics', 'expression', 'Metric count needs a SQL expression'],
      ['settings', 'cache_timeout', 'Cache timeout must be a whole number of seconds'],
      ['settings', 'extra', 'Extra must be a JSON object'],
    ]);
    expect(problems[1]!.key).toBe(draft.metrics[0]!.key);
  });

  it('accepts a physical dataset without SQL', () => {
    const draft = { ...datasetToDraft({ ...dataset, sql: null, metrics: [] }) };
    expect(validateDatasetDraft(draft, false)).toEqual([]);
  });
});
