import type { NativeFilterTarget } from './filter-type-contribution.js';
import type { QueryContext } from '../query/model/query-context.js';

/**
 * A question about a filter's target dataset that reads no rows: its columns (`columns`: one row
 * per column with `column_name`, `verbose_name`, `dtype` and `is_dttm`) or its database's time
 * grains (`timegrains`: `name`, `duration`, `function`). Filter types whose options are metadata
 * build their options query with it.
 *
 * @example
 * datasetMetadataQuery({ targets: [{ datasetId: 3 }] }, 'columns');
 * // { datasource: { id: 3, type: 'table' }, queries: [{ result_type: 'columns' }], result_type: 'columns', result_format: 'json' }
 */
export function datasetMetadataQuery(config: { targets: ReadonlyArray<Partial<NativeFilterTarget>> }, resultType: 'columns' | 'timegrains'): QueryContext {
  return {
    datasource: { id: config.targets[0]?.datasetId ?? 0, type: 'table' },
    queries: [{ result_type: resultType }],
    result_type: resultType,
    result_format: 'json',
  };
}
