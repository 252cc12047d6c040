import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TesseraConfig } from '../config/tessera-config.js';
import { mintGuestToken } from '../security/guest-token.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import { DatabaseService } from '../services/database-service.js';
import { checkGuestTokenRequest, type GuestTokenRequest } from '../services/guest-token-grants.js';
import type { Database } from '../store/database.js';
import { GUEST_TOKEN_BODY, GUEST_TOKEN_RESPONSE } from './embedded-dashboard-schemas.js';

/** What the guest token route needs: the metadata store, the engine connections (clause checks) and the configuration (signing, feature flags). */
export interface GuestTokenRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
  config: TesseraConfig;
}

/**
 * `POST /api/v1/security/guest_token/`: a host application's backend asks for a token that lets
 * a visitor of its page see the named dashboards embedded, with its row filters. Needs
 * `can_grant_guest_token` on `SecurityRestApi`; exists only with the `EMBEDDED_SUPERSET` flag.
 * Everything the token would grant is checked before it is signed (400 naming what is wrong).
 *
 * @example
 * ```ts
 * await app.register(guestTokenRoutes, { db: store.db, connections: engine.connections, config });
 * ```
 */
export async function guestTokenRoutes(app: FastifyInstance, opts: GuestTokenRoutesOptions): Promise<void> {
  if (!opts.config.featureFlags['EMBEDDED_SUPERSET']) return;
  const databases = new DatabaseService(opts.db, opts.connections);

  app.post<{ Body: GuestTokenRequest }>('/api/v1/security/guest_token/', {
    config: { permission: ['can_grant_guest_token', 'SecurityRestApi'] },
    schema: { tags: ['Security'], summary: 'Get a guest token', body: GUEST_TOKEN_BODY, response: { 200: GUEST_TOKEN_RESPONSE } },
  }, async (request) => {
    const body = request.body;
    await checkGuestTokenRequest(opts.db, (database) => databases.specOf(database), body);
    const token = await mintGuestToken(opts.config.guestToken, opts.config.secretKey, {
      user: body.user ?? {},
      resources: body.resources.map((resource) => ({ type: 'dashboard', id: resource.id })),
      rls: body.rls.map((rule) => ({ ...(rule.dataset === undefined ? {} : { dataset: rule.dataset }), clause: rule.clause.trim() })),
    });
    return { token };
  });
}
