import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TesseraConfig } from '../config/tessera-config.js';
import { parseUrlEncodedForm } from '../services/sqllab-form-body.js';
import { readRequestedQuery } from '../services/sqllab-requested-query.js';
import type { Database } from '../store/database.js';
import { bootstrapData } from './bootstrap-data.js';
import { embeddedPageAnswer, sendEmbeddedRefusal } from './embedded-page.js';
import { legacyExploreRedirect } from './legacy-explore-redirect.js';
import { type PageAssets, type WebManifest, pageAssets } from './web-manifest.js';

/** Every page the single-page app draws; the server answers each with the same HTML and fresh bootstrap data. */
export const SPA_ROUTES = [
  '/',
  '/superset/welcome/',
  '/login/',
  '/dashboard/list/',
  '/chart/list/',
  '/chart/add/',
  '/tablemodelview/list/',
  '/databaseview/list/',
  '/dataset/add/',
  '/savedqueryview/list/',
  '/sqllab/',
  '/sqllab/history/',
  '/sqllab/p/:key',
  '/explore/',
  '/explore/p/:key/',
  '/superset/dashboard/:idOrSlug/',
  '/superset/dashboard/p/:key/',
  '/users/list/',
  '/roles/list/',
  '/rowlevelsecurity/list/',
  '/annotationlayer/list/',
  '/annotationlayer/:layerId/annotation/',
  '/actionlog/list/',
  '/alert/list/',
  '/report/list/',
  '/alert/:reportId/log/',
  '/report/:reportId/log/',
  '/user_info/',
] as const;

/**
 * Paths that are never pages: the API, static files and anything named like a file. An unknown
 * one answers JSON 404 as before; any other unknown path is a page the app says it does not know.
 */
const NOT_A_PAGE = /^\/(api|static)(\/|$)|\.[a-z0-9]{1,8}$/i;

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect x='2' y='2' width='13' height='13' rx='2' fill='%23146c7c'/%3E%3Crect x='17' y='2' width='13' height='13' rx='2' fill='%2338a3a5'/%3E%3Crect x='2' y='17' width='13' height='13' rx='2' fill='%2338a3a5'/%3E%3Crect x='17' y='17' width='13' height='13' rx='2' fill='%23146c7c'/%3E%3C/svg%3E";

/** JSON inside a script element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page's HTML. The early script, when there is one, comes first and runs as soon as it is
 * fetched (`async`), before the page is read and the app's code compiled; the app's script runs
 * once the page is read.
 */
function page(css: string | null, assets: PageAssets, bootstrap: unknown): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${assets.earlyScript ? `<script type="module" async src="${assets.earlyScript}"></script>\n` : ''}<title>Tessera</title>
<link rel="icon" href="${FAVICON}">
${css ? `<link rel="stylesheet" href="${css}">` : ''}
${assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
</head>
<body>
<div id="app"></div>
<script id="tessera-bootstrap" type="application/json">${scriptJson(bootstrap)}</script>
<script type="module" src="${assets.script}"></script>
</body>
</html>`;
}

/**
 * The SPA's HTML on its routes, and on unknown page paths with a 404 status (the app shows its
 * "Page not found"). Pages other than `/login/` need a user: an anonymous visitor is redirected
 * to the login page with `next` so they land where they meant to go.
 *
 * `POST /sqllab/` opens SQL Lab from a posted form (what Superset's explore posts for "View in SQL
 * Lab" in a new window): `form_data` is JSON `{datasourceKey, sql, dbId?, schema?, …}`, checked and
 * handed to the page as `requested_query` in its bootstrap; the page opens it in a new tab and
 * never runs it. The post needs a logged-in user with SQL Lab access and, like every cookie-borne
 * post, the CSRF token (`csrf_token` field or X-CSRFToken header, checked by the auth plugin), so
 * another site cannot post into someone's SQL Lab; the session cookie is SameSite=Lax as well.
 */
export async function spaRoutes(app: FastifyInstance, opts: { config: TesseraConfig; db: Kysely<Database> }): Promise<void> {
  let manifest: WebManifest | null = null;
  const loadManifest = (): WebManifest | null => {
    // Re-read while missing (a build may be running in dev); keep once found.
    if (!manifest) {
      try {
        manifest = JSON.parse(readFileSync(path.join(opts.config.webRoot, 'manifest.json'), 'utf8')) as WebManifest;
      } catch {
        return null;
      }
    }
    return manifest;
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply, extra: Record<string, unknown> = {}, status = 200) => {
    const current = loadManifest();
    if (!current) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(current.css, pageAssets(current, request.routeOptions.url ?? ''), { ...bootstrapData(opts.config, request.principal), ...extra }));
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const isLogin = request.routeOptions.url === '/login/';
    if (!isLogin && !request.principal) {
      return reply.redirect(`/login/?next=${encodeURIComponent(request.url)}`);
    }
    if (isLogin && request.principal) return reply.redirect('/superset/welcome/');
    return sendPage(request, reply);
  };

  for (const url of SPA_ROUTES) {
    app.get(url, { config: { auth: 'public' }, schema: { hide: true } }, handler);
  }
  await app.register(legacyExploreRedirect);

  // An embedded dashboard (EMBEDDED_SUPERSET): the app's page framed by a host page, see embedded-page.ts.
  app.get<{ Params: { uuid: string } }>('/embedded/:uuid', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const answer = await embeddedPageAnswer(opts.db, opts.config, request.params.uuid, request);
    if (answer.status !== 200) return sendEmbeddedRefusal(request, reply, answer);
    reply.header('content-security-policy', answer.policy);
    return sendPage(request, reply, answer.bootstrap);
  });

  // Any other path: the app's own "Page not found" inside its frame, with a 404 status (the router
  // tries every known route before this one).
  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (NOT_A_PAGE.test(pathname)) return reply.status(404).send({ message: 'Not found' });
    if (!request.principal) return reply.redirect(`/login/?next=${encodeURIComponent(request.url)}`);
    return sendPage(request, reply, {}, 404);
  });

  // A posted form's fields as a plain object, so the auth plugin finds its `csrf_token` (routes here are encapsulated).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, { ...parseUrlEncodedForm(String(body)).fields }));
  app.post('/sqllab/', {
    config: { permission: ['can_read', 'SQLLab'] },
    schema: { hide: true },
  }, async (request, reply) => sendPage(request, reply, { requested_query: readRequestedQuery(request.body) }));
}
