import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.js';

/**
 * The async-event channel of the caller: one per browser session, so two tabs of one session
 * share events and another session of the same user does not see them; `user-<id>` for API
 * clients (Bearer tokens carry no session). The session nonce is hashed because the channel id
 * goes back to the client in job metadata, and the nonce is what the CSRF token is bound to.
 *
 * @example
 * ```ts
 * const metadata = manager.submit(channelFor(request), request.principal!.userId, run);
 * ```
 */
export function channelFor(request: FastifyRequest): string {
  const principal = request.principal;
  if (!principal) throw HttpError.unauthorized();
  // Guests share user id 0: each grant (user, dashboards, row filters) gets a channel of its own.
  if (principal.guest) return `guest-${principal.guest.key}`;
  if (request.authMethod === 'cookie' && request.browserSession) {
    return createHash('sha256').update(`tessera-async-channel\u0000${request.browserSession.nonce}`).digest('base64url').slice(0, 32);
  }
  return `user-${principal.userId}`;
}
