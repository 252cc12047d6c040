import type { BootstrapEmbedded } from '../../bootstrap/bootstrap-data';
import { guestTokens } from '../../api/guest-token-source';
import { type HostConnection, listenForHost } from './host-connection';

let connection: HostConnection | null = null;

/**
 * Starts an embedded page (`/embedded/{uuid}`), before its first render: requests wait for and
 * carry the guest token from now on, and the page listens for the host's handshake, which may come
 * before the screen is drawn. Answers the host connection (the same one when called again).
 *
 * @example
 * ```ts
 * if (bootstrap.embedded) startEmbeddedPage(bootstrap.embedded);
 * ```
 */
export function startEmbeddedPage(embedded: BootstrapEmbedded): HostConnection {
  guestTokens.enable(embedded.guest_token_header_name);
  connection ??= listenForHost({
    allowedDomains: embedded.allowed_domains,
    // The refusal is the host's to see: its console shows the iframe's warnings.
    onRefused: (origin) => console.warn(`Tessera: ignored an embedding handshake from ${origin}, which is not among the dashboard's allowed domains`),
  });
  return connection;
}
