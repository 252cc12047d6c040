import type { DatasourceRef, DatasourceType } from '../../query/model/query-form-data.js';

const DATASOURCE_TYPES: ReadonlySet<string> = new Set<DatasourceType>(['table', 'query', 'dataset', 'saved_query']);

/**
 * Parses form data's compound datasource key (Superset's `'<id>__<type>'`) into the datasource
 * of a query context.
 *
 * @throws Error when the key is not `<id>__<type>` with a known type: a chart without a dataset
 * cannot be queried.
 *
 * @example
 * ```ts
 * parseDatasourceKey('3__table'); // { id: 3, type: 'table' }
 * ```
 */
export function parseDatasourceKey(key: unknown): DatasourceRef {
  const match = typeof key === 'string' ? /^(\d+)__([a-z_]+)$/.exec(key) : null;
  if (!match || !DATASOURCE_TYPES.has(match[2]!)) {
    throw new Error(`Invalid datasource ${JSON.stringify(key) ?? String(key)}: expected a dataset key '<id>__<type>', such as '3__table'`);
  }
  return { id: Number(match[1]), type: match[2] as DatasourceType };
}
