import { ContainerModule, DatabaseEngineContribution, definePlugin } from '@core/plugin-api/index.js';
import { mysqlEngine } from './mysql-engine.js';

/** The MySQL / MariaDB database engine. */
export default definePlugin({
  key: 'db-mysql',
  module: new ContainerModule(({ bind }) => {
    bind(DatabaseEngineContribution).toConstantValue(mysqlEngine);
  }),
});
