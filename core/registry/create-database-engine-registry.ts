import type { DatabaseEngineContribution } from '../plugin-api/database-engine-contribution.js';
import { TIME_GRAINS } from '../plugin-api/time-grain.js';
import { deepFreeze } from './deep-freeze.js';
import {
  KEY_PATTERN,
  checkBoolean,
  checkFunction,
  checkKey,
  checkString,
  checkStringArray,
  type Report,
} from './descriptor-fields.js';
import { FrozenRegistry } from './frozen-registry.js';
import { validateContributions } from './validate-contributions.js';
import type { RegistryOptions } from './registry-options.js';
import { isPlainObject } from './resolve-local-ref.js';

/** RFC 3986 scheme, lower case (SQLAlchemy drivers add `+driver`: `postgresql+psycopg2`). */
const URI_SCHEME_PATTERN = /^[a-z][a-z0-9+.-]*$/;

/** The scheme of a SQLAlchemy-style URI, lower-cased: `postgresql+psycopg2://…` → `postgresql+psycopg2`. */
function schemeOf(uri: string): string | undefined {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri);
  return match?.[1]?.toLowerCase();
}

/** The database engine specs known to this process, by engine key. */
export class DatabaseEngineRegistry extends FrozenRegistry<Readonly<DatabaseEngineContribution>> {
  /**
   * The engine for a connection URI: by its exact scheme, else by the scheme without its
   * `+driver` suffix (`mysql+pymysql` falls back to `mysql`).
   */
  forUri(uri: string): Readonly<DatabaseEngineContribution> | undefined {
    const scheme = schemeOf(uri);
    if (!scheme) return undefined;
    const base = scheme.split('+')[0];
    const engines = this.list();
    return engines.find((engine) => engine.uriSchemes.includes(scheme)) ?? engines.find((engine) => base !== undefined && engine.uriSchemes.includes(base));
  }
}

function checkTimeGrains(report: Report, timeGrains: unknown): void {
  if (!isPlainObject(timeGrains)) {
    report('timeGrains must be an object of grain → SQL template');
    return;
  }
  for (const [grain, template] of Object.entries(timeGrains)) {
    if (!(TIME_GRAINS as readonly string[]).includes(grain)) report(`timeGrains: '${grain}' is not a known time grain`);
    if (typeof template !== 'string') report(`timeGrains['${grain}'] must be a SQL template string`);
    else if (!template.includes('{col}')) report(`timeGrains['${grain}'] must contain {col}`);
  }
}

function checkQuoteIdentifier(report: Report, quoteIdentifier: unknown): void {
  if (typeof quoteIdentifier !== 'function') return;
  try {
    const quoted: unknown = quoteIdentifier('order');
    if (typeof quoted !== 'string' || !quoted.includes('order')) report(`quoteIdentifier('order') returned ${JSON.stringify(quoted)}`);
  } catch (error) {
    report(`quoteIdentifier('order') threw: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Validates every database engine spec (engine key format and uniqueness, name, URI schemes that
 * are well formed and claimed by one engine only, port, time grains that are known and whose
 * templates contain `{col}`, a working `quoteIdentifier`, `createEngine`) and freezes them.
 *
 * @throws {RegistryValidationError} listing every problem of every contribution.
 *
 * @example
 * ```ts
 * const engines = createDatabaseEngineRegistry(getContributions(container, DatabaseEngineContribution));
 * const connection = await engines.forUri('duckdb:///examples.duckdb')?.createEngine(uri, {});
 * ```
 */
export function createDatabaseEngineRegistry(
  contributions: readonly DatabaseEngineContribution[],
  options: RegistryOptions = {},
): DatabaseEngineRegistry {
  const schemeOwners = new Map<string, string>();
  const entries = validateContributions<typeof contributions[number], Readonly<DatabaseEngineContribution>>('database engine', contributions, 'engine', options.pluginOf, (record, report, contribution) => {
    checkKey(report, record, 'engine', KEY_PATTERN);
    checkString(report, record, 'engineName');
    for (const scheme of checkStringArray(report, record, 'uriSchemes', true)) {
      if (!URI_SCHEME_PATTERN.test(scheme)) report(`uriSchemes: '${scheme}' is not a lower-case URI scheme`);
      const owner = schemeOwners.get(scheme);
      if (owner !== undefined && owner !== record.engine) report(`uriSchemes: '${scheme}' is already claimed by engine '${owner}'`);
      else schemeOwners.set(scheme, String(record.engine));
    }
    const port = record.defaultPort;
    if (port !== undefined && !(Number.isInteger(port) && (port as number) > 0 && (port as number) < 65536)) {
      report('defaultPort must be an integer between 1 and 65535');
    }
    checkBoolean(report, record, 'supportsCatalog');
    checkTimeGrains(report, record.timeGrains);
    checkFunction(report, record, 'quoteIdentifier');
    checkQuoteIdentifier(report, record.quoteIdentifier);
    for (const fn of ['formatLiteral', 'timestampLiteral', 'placeholder', 'genericType', 'applyLimit', 'createEngine'] as const) {
      checkFunction(report, record, fn);
    }
    checkString(report, record, 'sqlFormatterLanguage');
    checkBoolean(report, record, 'supportsCancel');
    const descriptor = { ...contribution };
    deepFreeze([descriptor.uriSchemes, descriptor.timeGrains]);
    return Object.freeze(descriptor);
  });
  return new DatabaseEngineRegistry('database engine', entries);
}
