import fastifyMultipart from '@fastify/multipart';
import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { compileOnFirstUse } from '../http/compile-on-first-use.js';
import { HttpError } from '../http/http-error.js';
import { loadParamsMigration } from '../services/assets/import-chart-params.js';
import { importBundle, type ImportKind } from '../services/assets/import-command.js';
import { BundleImportError } from '../services/assets/import-error.js';
import type { ConnectionProvider } from '../services/connection-provider.js';
import type { Database } from '../store/database.js';
import { MESSAGE_RESPONSE } from './database-schemas.js';

/** What the import routes need: the metadata store and the connection pool (engines, secrets). */
export interface AssetImportRoutesOptions {
  db: Kysely<Database>;
  connections: ConnectionProvider;
}

const MAX_BUNDLE_BYTES = 100 * 1024 * 1024;

/** Each import route: its URL segment, the permission Superset asks, its tag and its error's words. */
const ROUTES: ReadonlyArray<{ kind: ImportKind; view: string | null; tag: string; label: string }> = [
  { kind: 'dashboard', view: 'Dashboard', tag: 'Dashboards', label: 'dashboard' },
  { kind: 'chart', view: 'Chart', tag: 'Charts', label: 'chart' },
  { kind: 'dataset', view: 'Dataset', tag: 'Datasets', label: 'dataset' },
  { kind: 'database', view: 'Database', tag: 'Database', label: 'database' },
  { kind: 'saved_query', view: 'SavedQuery', tag: 'Queries', label: 'saved queries' },
  { kind: 'assets', view: null, tag: 'Import/export', label: 'assets' },
];

/** The form's text fields (the file aside), checked like any body. */
const FIELDS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    overwrite: { type: 'string', enum: ['true', 'false', '1', '0', ''] },
    passwords: { type: 'string' },
    ssh_tunnel_passwords: { type: 'string' },
    ssh_tunnel_private_keys: { type: 'string' },
    ssh_tunnel_private_key_passwords: { type: 'string' },
    sync_columns: { type: 'string' },
    sync_metrics: { type: 'string' },
  },
};
const checkFields = compileOnFirstUse(new Ajv({ allErrors: true }), FIELDS_SCHEMA);
const PASSWORDS_SCHEMA = { type: 'object', additionalProperties: { type: 'string' } };
const checkPasswords = compileOnFirstUse<Record<string, string>>(new Ajv(), PASSWORDS_SCHEMA);

/** The multipart form: the bundle (`formData`) and the fields; 400 naming what is wrong. */
async function readForm(request: FastifyRequest): Promise<{ zip: Uint8Array; overwrite: boolean; passwords: Record<string, string> }> {
  if (!request.isMultipart()) throw HttpError.badRequest('Request is not multipart/form-data');
  let zip: Uint8Array | null = null;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'formData') throw HttpError.badRequest({ [part.fieldname]: ['Unknown field.'] });
      zip = await part.toBuffer();
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!checkFields(fields)) {
    const field = (checkFields.errors ?? []).map((e) => e.instancePath.slice(1) || String((e.params as { additionalProperty?: string }).additionalProperty ?? '_schema'))[0] ?? '_schema';
    throw HttpError.badRequest({ [field]: ['Not a valid value.'] });
  }
  if (!zip) throw HttpError.badRequest({ formData: ['Missing data for required field.'] });
  let passwords: unknown = {};
  if (fields['passwords']) {
    try {
      passwords = JSON.parse(fields['passwords']) as unknown;
    } catch {
      passwords = null;
    }
    if (!checkPasswords(passwords)) throw HttpError.badRequest({ passwords: ['Not a valid JSON map of bundle paths to passwords.'] });
  }
  return { zip, overwrite: fields['overwrite'] === 'true' || fields['overwrite'] === '1', passwords: passwords as Record<string, string> };
}

/**
 * `POST /api/v1/{dashboard,chart,dataset,database,saved_query}/import/` and
 * `POST /api/v1/assets/import/`: Superset's bundle import, multipart with `formData` (the ZIP),
 * `overwrite` and `passwords` (`ssh_tunnel_*` accepted and ignored: Tessera has no SSH tunnels).
 * 200 `{message: 'OK'}`; a bad bundle answers 422 with Superset's `errors` shape, naming each
 * file's problem, and writes nothing.
 *
 * @example
 * ```ts
 * await app.register(assetImportRoutes, { db: store.db, connections: engine.connections });
 * ```
 */
export async function assetImportRoutes(app: FastifyInstance, opts: AssetImportRoutesOptions): Promise<void> {
  // Registered here only: multipart bodies are accepted by these routes and no others.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_BUNDLE_BYTES, files: 1, fields: 10, parts: 12 }, throwFileSizeLimit: true });

  for (const route of ROUTES) {
    app.post(`/api/v1/${route.kind}/import/`, {
      config: route.view ? { permission: ['can_write', route.view] as const } : {},
      schema: {
        tags: [route.tag],
        summary: route.kind === 'assets' ? 'Import multiple assets' : `Import ${route.label} with their related objects`,
        consumes: ['multipart/form-data'],
        response: { 200: MESSAGE_RESPONSE },
      },
    }, async (request) => {
      const form = await readForm(request);
      try {
        await importBundle(
          { db: opts.db, connections: opts.connections, migrateParams: await loadParamsMigration() },
          request.principal!,
          route.kind,
          form.zip,
          { overwrite: form.overwrite, passwords: form.passwords },
        );
      } catch (error) {
        if (error instanceof BundleImportError) throw error.toHttpError(route.label);
        throw error;
      }
      return { message: 'OK' };
    });
  }
}
