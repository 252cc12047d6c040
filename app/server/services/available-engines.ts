import type { DatabaseEngineContribution } from '@core/plugin-api/index.js';

function placeholder(spec: DatabaseEngineContribution): string {
  const scheme = spec.uriSchemes[0] ?? spec.engine;
  // File engines take a path after the third slash; servers take an address and credentials.
  if (!spec.defaultPort) return `${scheme}:////path/to/file`;
  return `${scheme}://user:password@host:${spec.defaultPort}/database`;
}

/**
 * `GET /api/v1/database/available/`: the installed engines as Superset lists them for the
 * "connect a database" dialog, sorted by name: key, display name, drivers (the `+driver` URI
 * schemes the engine answers to), and a URI placeholder.
 */
export function availableEngines(engines: Iterable<DatabaseEngineContribution>) {
  return [...engines]
    .map((spec) => {
      const drivers = spec.uriSchemes.filter((s) => s.includes('+')).map((s) => s.slice(s.indexOf('+') + 1));
      return {
        engine: spec.engine,
        name: spec.engineName,
        available_drivers: drivers,
        default_driver: drivers[0] ?? '',
        sqlalchemy_uri_placeholder: placeholder(spec),
        preferred: false,
        supports_oauth2: false,
        engine_information: { supports_file_upload: false, disable_ssh_tunneling: true, supports_dynamic_catalog: spec.supportsCatalog, supports_oauth2: false },
        parameters: {},
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
