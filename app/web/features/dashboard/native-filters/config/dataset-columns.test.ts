import { describe, expect, it } from 'vitest';
import type { DatasetColumn } from '../../../dataset/dataset-types';
import { columnRestrictionOf, datasetColumnLabel, filterableColumns } from './dataset-columns';

const column = (column_name: string, type: string, extra: Partial<DatasetColumn> & { type_generic?: number } = {}): DatasetColumn =>
  ({ column_name, type, verbose_name: null, is_dttm: false, groupby: true, filterable: true, expression: null, python_date_format: null, extra: null, ...extra }) as DatasetColumn;

const columns = [
  column('ds', 'TIMESTAMP', { is_dttm: true, type_generic: 2 }),
  column('num', 'BIGINT', { type_generic: 0 }),
  column('gender', 'VARCHAR', { type_generic: 1, verbose_name: 'Gender' }),
  column('secret', 'VARCHAR', { filterable: false }),
];

describe('filterableColumns', () => {
  it('offers the filterable columns of the kind the filter type targets', () => {
    expect(filterableColumns(columns, columnRestrictionOf('filter_select')).map(datasetColumnLabel)).toEqual(['ds', 'num', 'Gender']);
    expect(filterableColumns(columns, columnRestrictionOf('filter_time')).map((c) => c.column_name)).toEqual(['ds']);
    expect(filterableColumns(columns, columnRestrictionOf('filter_timecolumn')).map((c) => c.column_name)).toEqual(['ds']);
    expect(filterableColumns(columns, columnRestrictionOf('filter_range')).map((c) => c.column_name)).toEqual(['num']);
  });
});
