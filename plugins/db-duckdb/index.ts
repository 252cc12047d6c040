import { ContainerModule, DatabaseEngineContribution, definePlugin } from '@core/plugin-api/index.js';
import { duckdbEngine } from './duckdb-engine.js';

/** The DuckDB database engine. */
export default definePlugin({
  key: 'db-duckdb',
  module: new ContainerModule(({ bind }) => {
    bind(DatabaseEngineContribution).toConstantValue(duckdbEngine);
  }),
});
