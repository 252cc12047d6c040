import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from './lazy-schema-compilers.js';

const AJV_OPTIONS = { customOptions: { removeAdditional: false, coerceTypes: 'array' as const, useDefaults: true, allErrors: true, allowUnionTypes: true } };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose routes compile their schemas lazily, with the server's Ajv options. */
function build(): FastifyInstance {
  app = Fastify({ ajv: AJV_OPTIONS, schemaController: { compilersFactory: lazySchemaCompilers() } });
  return app;
}

describe('lazily compiled route schemas', () => {
  it('validate bodies, query strings and params as the eager compilers do', async () => {
    const server = build();
    server.post<{ Body: { name: string; size: number; tags: string[] }; Querystring: { page: number }; Params: { id: number } }>(
      '/items/:id',
      {
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
          querystring: { type: 'object', properties: { page: { type: 'integer', default: 0 } } },
          body: {
            type: 'object',
            properties: { name: { type: 'string', minLength: 1 }, size: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
            required: ['name', 'size'],
            additionalProperties: false,
          },
        },
      },
      async (request) => ({ id: request.params.id, page: request.query.page, body: request.body }),
    );
    const ok = await server.inject({ method: 'POST', url: '/items/3', payload: { name: 'a', size: 2, tags: 'one' } });
    expect(ok.statusCode).toBe(200);
    // Defaults are applied and 'array' coercion wraps a single value, as with Fastify's own compilers.
    expect(ok.json()).toEqual({ id: 3, page: 0, body: { name: 'a', size: 2, tags: ['one'] } });

    const bad = await server.inject({ method: 'POST', url: '/items/3', payload: { name: '', extra: true } });
    expect(bad.statusCode).toBe(400);
    // Every error is reported (allErrors), from the compiled validator's own `errors`.
    const message = (bad.json() as { message: string }).message;
    expect(message).toContain('must NOT have fewer than 1 characters');
    expect(message).toContain("must have required property 'size'");

    expect((await server.inject({ method: 'POST', url: '/items/0', payload: { name: 'a', size: 1 } })).statusCode).toBe(400);
    expect((await server.inject({ method: 'POST', url: '/items/4?page=x', payload: { name: 'a', size: 1 } })).statusCode).toBe(400);
    // A second request reuses the validator compiled by the first.
    expect((await server.inject({ method: 'POST', url: '/items/5?page=2', payload: { name: 'b', size: 1 } })).json()).toMatchObject({ id: 5, page: 2 });
  });

  it('serialise responses with their schema, leaving out what it does not declare', async () => {
    const server = build();
    server.get('/thing', { schema: { response: { 200: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } } } }, async () => ({
      id: 7,
      name: 'seven',
      secret: 'not declared',
    }));
    const response = await server.inject({ method: 'GET', url: '/thing' });
    expect(response.json()).toEqual({ id: 7, name: 'seven' });
  });

  it('compile a schema only when its route is first requested', async () => {
    const server = build();
    // An unknown keyword under Ajv's strict mode fails compilation: eager compilers would fail `ready`.
    server.post('/broken', { schema: { body: { type: 'object', notAKeyword: true } } }, async () => ({ ok: true }));
    server.get('/fine', async () => ({ ok: true }));
    await server.ready();
    expect((await server.inject({ method: 'GET', url: '/fine' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/broken', payload: {} })).statusCode).toBe(500);
  });
});
