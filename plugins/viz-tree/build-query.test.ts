import { describe, expect, it } from 'vitest';
import { buildTreeQuery } from './build-query.js';
import type { TreeFormData } from './form-data.schema.js';

describe('buildTreeQuery', () => {
  const formData = Object.freeze({ datasource: '5__table', viz_type: 'tree_chart', id: 'emp_id', parent: 'manager_id', name: 'title', metric: 'count', row_limit: 500 }) as TreeFormData;

  it('asks for the id, parent and name columns with the metric, within the row limit', () => {
    const context = buildTreeQuery(formData);
    expect(context).toMatchObject({ datasource: { id: 5, type: 'table' }, result_format: 'json', result_type: 'full', form_data: formData });
    expect(context.queries[0]).toMatchObject({ columns: ['emp_id', 'manager_id', 'title'], metrics: ['count'], row_limit: 500, orderby: [] });
  });

  it('asks for a column once, and for no metric when there is none', () => {
    expect(buildTreeQuery({ ...formData, name: 'emp_id', metric: null }).queries[0]).toMatchObject({ columns: ['emp_id', 'manager_id'], metrics: [] });
  });

  it('builds a query from the defaults', () => {
    expect(buildTreeQuery({ datasource: '1__table', viz_type: 'tree_chart' }).queries[0]).toMatchObject({ columns: [], metrics: [], row_limit: 10000 });
  });
});
