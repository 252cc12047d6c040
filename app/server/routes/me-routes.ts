import type { FastifyInstance } from 'fastify';
import type { Principal } from '../security/principal.js';

const userProperties = {
  id: { type: 'integer' },
  username: { type: 'string' },
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  email: { type: ['string', 'null'] },
  is_active: { type: 'boolean' },
  is_anonymous: { type: 'boolean' },
} as const;

function meOf(principal: Principal) {
  return {
    id: principal.userId,
    username: principal.username,
    first_name: principal.firstName,
    last_name: principal.lastName,
    email: principal.email,
    is_active: principal.isActive,
    is_anonymous: false,
  };
}

/** `/api/v1/me/`: the caller, and the caller's roles as permission pairs. */
export async function meRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v1/me/', {
    schema: {
      tags: ['Current User'],
      summary: 'Get the current user',
      response: { 200: { type: 'object', properties: { result: { type: 'object', properties: userProperties } } } },
    },
  }, async (request) => ({ result: meOf(request.principal!) }));

  app.get('/api/v1/me/roles/', {
    schema: {
      tags: ['Current User'],
      summary: "Get the current user's roles and permissions",
      response: {
        200: {
          type: 'object',
          properties: {
            result: {
              type: 'object',
              properties: {
                ...userProperties,
                roles: { type: 'object', additionalProperties: { type: 'array', items: { type: 'array', items: { type: 'string' } } } },
                permissions: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
  }, async (request) => {
    const principal = request.principal!;
    return { result: { ...meOf(principal), roles: principal.roles, permissions: objectPermissions(principal) } };
  });
}

/** Per-object grants (`datasource_access`, `database_access`) grouped by permission, as the web app reads them. */
export function objectPermissions(principal: Principal): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const pairs of Object.values(principal.roles)) {
    for (const [permission, view] of pairs) {
      if (permission === 'datasource_access' || permission === 'database_access' || permission === 'schema_access') {
        (out[permission] ??= []).push(view);
      }
    }
  }
  return out;
}
