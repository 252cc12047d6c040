import type { DatasourceRef, DatasourceType } from '@core/plugin-api/index.js';

const DATASOURCE_TYPES: ReadonlySet<string> = new Set<DatasourceType>(['table', 'query', 'dataset', 'saved_query']);

/**
 * The datasource of a query context, from form data's compound key (`'3__table'`).
 *
 * @throws Error when the key is not `<id>__<type>`: a chart without a dataset cannot be queried.
 */
export function datasourceRef(key: unknown): DatasourceRef {
  const match = typeof key === 'string' ? /^(\d+)__([a-z_]+)$/.exec(key) : null;
  if (!match || !DATASOURCE_TYPES.has(match[2]!)) {
    throw new Error(`The chart's dataset "${String(key)}" is not a dataset key such as "3__table"`);
  }
  return { id: Number(match[1]), type: match[2] as DatasourceType };
}
