import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The explore URL a legacy Superset explore link opens: `/explore/` with the link's query string
 * kept, the datasource of `/superset/explore/<type>/<id>/` added, and the `slice_id` or
 * `datasource` of an old `?form_data={…}` lifted into the parameters explore's page reads.
 */
export function exploreUrlOf(url: string, datasource?: { type: string; id: string }): string {
  const search = new URL(url, 'http://tessera.invalid').searchParams;
  if (datasource && !search.has('datasource_id')) {
    search.set('datasource_type', datasource.type);
    search.set('datasource_id', datasource.id);
  }
  const legacy = search.get('form_data');
  if (legacy !== null) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(legacy);
    } catch {
      // Not JSON: kept as sent, explore ignores it.
    }
    const formData = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    if (Number.isInteger(formData['slice_id']) && !search.has('slice_id')) search.set('slice_id', String(formData['slice_id']));
    const key = /^(\d+)__(\w+)$/.exec(String(formData['datasource'] ?? ''));
    if (key && !search.has('datasource_id') && !search.has('slice_id')) {
      search.set('datasource_type', key[2]!);
      search.set('datasource_id', key[1]!);
    }
  }
  const query = search.toString();
  return query ? `/explore/?${query}` : '/explore/';
}

/**
 * `GET /superset/explore/` and `/superset/explore/<datasource_type>/<datasource_id>/`, Superset's
 * older explore addresses (links in old dashboards, bookmarks, `@superset-ui` clients): a redirect
 * to `/explore/` that keeps `form_data_key`, `slice_id` and every other parameter.
 */
export async function legacyExploreRedirect(app: FastifyInstance): Promise<void> {
  const redirect = (request: FastifyRequest) => {
    const { type, id } = (request.params ?? {}) as { type?: string; id?: string };
    return exploreUrlOf(request.url, type !== undefined && id !== undefined ? { type, id } : undefined);
  };
  app.get('/superset/explore/', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => reply.redirect(redirect(request)));
  app.get<{ Params: { type: string; id: string } }>('/superset/explore/:type/:id/', {
    config: { auth: 'public' },
    schema: {
      hide: true,
      params: { type: 'object', required: ['type', 'id'], properties: { type: { enum: ['table', 'dataset', 'query'] }, id: { type: 'string', pattern: '^\\d+$' } } },
    },
  }, async (request, reply) => reply.redirect(redirect(request)));
}
