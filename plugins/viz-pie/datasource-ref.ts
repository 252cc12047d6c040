import type { DatasourceRef, DatasourceType } from '@core/plugin-api/index.js';

const DATASOURCE_KEY = /^(\d+)__(table|query|dataset|saved_query)$/;

/**
 * Parses Superset's compound datasource key (`'3__table'`) into a query context's datasource.
 *
 * @throws Error when the key is not `<id>__<type>`.
 */
export function datasourceRef(datasource: unknown): DatasourceRef {
  const match = typeof datasource === 'string' ? DATASOURCE_KEY.exec(datasource) : null;
  if (!match) throw new Error(`Invalid datasource ${JSON.stringify(datasource)}: expected '<id>__<type>', such as '3__table'`);
  return { id: Number(match[1]), type: match[2] as DatasourceType };
}
