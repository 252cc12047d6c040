import { describe, expect, it } from 'vitest';
import { datasetToDraft } from './dataset-draft';
import type { DatasetColumn, DatasetDetail } from './dataset-types';
import { dateFormatProblem } from './date-format-problem';
import { validateDatasetDraft } from './validate-dataset-draft';

const column = (column_name: string, python_date_format: string | null): DatasetColumn => ({
  column_name, verbose_name: null, type: 'VARCHAR', is_dttm: true, groupby: true, filterable: true, expression: null, python_date_format, extra: null,
});

const dataset: DatasetDetail = {
  id: 1, table_name: 'events', sql: null, schema: null, database: { id: 1, database_name: 'db' }, description: null, main_dttm_col: null,
  default_endpoint: null, cache_timeout: null, offset: null, filter_select_enabled: true, fetch_values_predicate: null, normalize_columns: false,
  always_filter_main_dttm: false, template_params: null, extra: null, owners: [], metrics: [],
  columns: [column('at', '%Y-%m-%d %H:%M:%S'), column('epoch', 'epoch_ms'), column('week', '%Y-%W'), column('none', null)],
};

describe('dateFormatProblem', () => {
  it('accepts epochs, readable patterns and no format', () => {
    for (const format of ['', 'epoch_s', 'epoch_ms', '%Y', '%Y%m%d-%H%M%S', '%d %b %Y %I:%M %p', '100%% %Y']) expect(dateFormatProblem(format), format).toBeNull();
  });

  it('names a directive queries cannot read, a lone % and a pattern without directives', () => {
    expect(dateFormatProblem('%Y-%W')).toMatch(/^Queries cannot read %W/);
    expect(dateFormatProblem('%Y-%')).toMatch(/^Queries cannot read a lone %/);
    expect(dateFormatProblem('yyyy-mm-dd')).toBe('A datetime format needs a directive such as %Y, or epoch_s / epoch_ms');
  });

  it('is a problem of the column on the columns tab of the dataset editor', () => {
    const draft = datasetToDraft(dataset);
    const problems = validateDatasetDraft(draft, false).filter((p) => p.field === 'python_date_format');
    expect(problems.map(({ tab, key }) => [tab, key])).toEqual([['columns', draft.columns[2]!.key]]);
  });
});
