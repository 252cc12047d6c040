import { ContainerModule, DatabaseEngineContribution, definePlugin } from '@core/plugin-api/index.js';
import { postgresEngine } from './postgres-engine.js';

/** The PostgreSQL database engine. */
export default definePlugin({
  key: 'db-postgres',
  module: new ContainerModule(({ bind }) => {
    bind(DatabaseEngineContribution).toConstantValue(postgresEngine);
  }),
});
