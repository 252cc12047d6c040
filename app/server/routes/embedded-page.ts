import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TesseraConfig } from '../config/tessera-config.js';
import { framedPagePolicy } from '../http/security-headers.js';
import { frameAncestorSources, isAllowedHostPage } from '../services/embedded-domains.js';
import { embeddingForPage } from '../services/embedded-dashboards.js';
import type { Database } from '../store/database.js';

/** The `embedded` field of the embedded page's bootstrap: which dashboard to show and how guest calls carry their token. */
export interface EmbeddedBootstrap {
  uuid: string;
  dashboard_id: number;
  allowed_domains: string[];
  guest_token_header_name: string;
}

/** What `/embedded/{uuid}` answers: the app's page with this bootstrap and policy, or a short refusal. */
export type EmbeddedPageAnswer =
  | { status: 200; policy: string; bootstrap: { user: null; embedded: EmbeddedBootstrap } }
  | { status: 403 | 404; message: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Decides the embedded page: 404 without the `EMBEDDED_SUPERSET` flag or for an unknown uuid;
 * 403 when the embedding lists allowed domains and the framing page (its Referer, else the
 * request's Origin) is not on one of them; otherwise the app's page with no user (a session
 * cookie is ignored there; the guest token the host sends is what the page acts with), the
 * embedding in its bootstrap, and a `frame-ancestors` naming the allowed domains.
 */
export async function embeddedPageAnswer(db: Kysely<Database>, config: TesseraConfig, uuid: string, request: FastifyRequest): Promise<EmbeddedPageAnswer> {
  if (!config.featureFlags['EMBEDDED_SUPERSET']) return { status: 404, message: 'Not found' };
  const embedding = await embeddingForPage(db, uuid);
  if (!embedding) return { status: 404, message: 'This embedded dashboard does not exist.' };
  const host = request.headers.referer ?? request.headers.origin;
  if (!isAllowedHostPage(embedding.allowed_domains, host)) {
    return { status: 403, message: 'This page may not embed this dashboard: its domain is not one of the dashboard’s allowed domains.' };
  }
  return {
    status: 200,
    policy: framedPagePolicy(config, frameAncestorSources(embedding.allowed_domains)),
    bootstrap: { user: null, embedded: { ...embedding, guest_token_header_name: config.guestToken.headerName } },
  };
}

/**
 * A refusal as a short page (JSON for a caller that asks for it). It may be shown in any frame:
 * it holds nothing but the message, and the host's iframe then says why it stays empty.
 */
export function sendEmbeddedRefusal(request: FastifyRequest, reply: FastifyReply, answer: { status: 403 | 404; message: string }): FastifyReply {
  reply.status(answer.status).header('cache-control', 'no-store');
  if (!String(request.headers.accept ?? '').includes('text/html') && String(request.headers.accept ?? '').includes('application/json')) {
    return reply.send({ message: answer.message });
  }
  const title = answer.status === 404 ? 'Not found' : 'Not allowed';
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *")
    .send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;color:#333;margin:2rem}</style></head>
<body><h1>${title}</h1><p>${escapeHtml(answer.message)}</p></body>
</html>`);
}
