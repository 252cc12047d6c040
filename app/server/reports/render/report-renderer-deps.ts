import type { Kysely } from 'kysely';
import type { SqlLabHooks } from '@core/plugin-api/index.js';
import type { TesseraConfig } from '../../config/tessera-config.js';
import type { EngineServices } from '../../engine/create-engine-services.js';
import type { SecurityManager } from '../../security/security-manager.js';
import type { SessionRegistry } from '../../security/session-registry.js';
import type { Database } from '../../store/database.js';

/**
 * What rendering needs from the server. From a built app:
 * `{ config, db: store.db, engine: app.engine, security, sessions: app.sessions, sqlLabHooks: app.kernel.hooks.sqlLab }`.
 */
export interface ReportRendererDeps {
  config: TesseraConfig;
  db: Kysely<Database>;
  /** The data side: chart data (permissions and RLS of the executor), connections and cache for SQL Lab runs. */
  engine: Pick<EngineServices, 'chartData' | 'connections' | 'cache'>;
  /** Loads the executor with their roles (and password stamp, which the session cookie carries). */
  security: Pick<SecurityManager, 'loadPrincipal'>;
  /** The server's browser sessions: the executor's short session is recorded (and revoked) here. */
  sessions: SessionRegistry;
  /** SQL Lab's hooks, applied to saved queries run for a report as to any SQL Lab run. */
  sqlLabHooks: SqlLabHooks;
  /** Closes the idle browser after this long (5 minutes by default). */
  browserIdleCloseMs?: number;
}
