import { ContainerModule, DatabaseEngineContribution, definePlugin } from '@core/plugin-api/index.js';
import { sqliteEngine } from './sqlite-engine.js';

/** The SQLite database engine. */
export default definePlugin({
  key: 'db-sqlite',
  module: new ContainerModule(({ bind }) => {
    bind(DatabaseEngineContribution).toConstantValue(sqliteEngine);
  }),
});
