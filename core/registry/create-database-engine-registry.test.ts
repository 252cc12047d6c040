import { describe, expect, it } from 'vitest';
import { defineDatabaseEngine, type DatabaseEngineContribution } from '../plugin-api/index.js';
import { UNKNOWN_ENGINE_DIALECTS } from '../query/adhoc-sql-guard/index.js';
import { createDatabaseEngineRegistry } from './create-database-engine-registry.js';
import { RegistryValidationError } from './registry-validation-error.js';

const engine = (key: string, fields: Partial<DatabaseEngineContribution> = {}): DatabaseEngineContribution => ({
  ...defineDatabaseEngine({
    engine: key,
    engineName: key.toUpperCase(),
    uriSchemes: [key],
    supportsCatalog: false,
    timeGrains: { P1D: "DATE_TRUNC('day', {col})", P1W: "DATE_TRUNC('week', {col})" },
    quoteIdentifier: (name) => `"${name.replaceAll('"', '""')}"`,
    formatLiteral: (value) => (value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`),
    timestampLiteral: (iso) => `TIMESTAMP '${iso.replace('T', ' ')}'`,
    placeholder: () => '?',
    genericType: () => 'string',
    sqlDialect: UNKNOWN_ENGINE_DIALECTS[0]!,
    applyLimit: (sql, limit) => `SELECT * FROM (${sql}) AS limited LIMIT ${limit}`,
    sqlFormatterLanguage: 'sql',
    supportsCancel: true,
    createEngine: async () => {
      throw new Error('not in core');
    },
  }),
  ...fields,
});

const problemsOf = (contributions: unknown[]): string[] => {
  try {
    createDatabaseEngineRegistry(contributions as DatabaseEngineContribution[]);
    return [];
  } catch (error) {
    if (!(error instanceof RegistryValidationError)) throw error;
    return error.problems.map((p) => `${p.key}: ${p.problem}`);
  }
};

describe('createDatabaseEngineRegistry', () => {
  it('finds an engine by URI scheme, falling back from scheme+driver to scheme', () => {
    const registry = createDatabaseEngineRegistry([
      engine('duckdb'),
      engine('postgresql', { uriSchemes: ['postgresql', 'postgresql+psycopg2'], defaultPort: 5432 }),
      engine('mysql'),
    ]);
    expect(registry.forUri('duckdb:///examples.duckdb')?.engine).toBe('duckdb');
    expect(registry.forUri('postgresql+psycopg2://u@h/db')?.engine).toBe('postgresql');
    expect(registry.forUri('MySQL+pymysql://root@localhost/test')?.engine).toBe('mysql');
    expect(registry.forUri('oracle://x')).toBeUndefined();
    expect(registry.forUri('not a uri')).toBeUndefined();
    expect(Object.isFrozen(registry.require('duckdb').timeGrains)).toBe(true);
  });

  it('accepts every known grain, including anchored weeks', () => {
    const timeGrains = { 'PT0.5H': '{col}', 'P0.25Y': '{col}', '1969-12-28T00:00:00Z/P1W': '{col}', 'P1W/1970-01-03T00:00:00Z': '{col}' };
    expect(problemsOf([engine('duckdb', { timeGrains })])).toEqual([]);
  });

  it('rejects unknown grains, non-string templates and templates without {col}', () => {
    const timeGrains = { P2D: '{col}', P1D: 42, P1W: "DATE_TRUNC('week', ts)" };
    expect(problemsOf([engine('duckdb', { timeGrains: timeGrains as never })])).toEqual([
      "duckdb: timeGrains: 'P2D' is not a known time grain",
      "duckdb: timeGrains['P1D'] must be a SQL template string",
      "duckdb: timeGrains['P1W'] must contain {col}",
    ]);
  });

  it('rejects duplicate engines, shared schemes, bad ports and a broken quoteIdentifier', () => {
    expect(
      problemsOf([
        engine('postgresql'),
        engine('postgresql'),
        engine('redshift', { uriSchemes: ['redshift', 'postgresql'] }),
        engine('trino', { defaultPort: 70000 }),
        engine('clickhouse', { uriSchemes: ['Click House'] }),
        engine('mssql', { quoteIdentifier: () => 42 as never }),
      ]),
    ).toEqual([
      'postgresql: duplicate engine \'postgresql\': contributed by contribution #1 and by contribution #2',
      "redshift: uriSchemes: 'postgresql' is already claimed by engine 'postgresql'",
      'trino: defaultPort must be an integer between 1 and 65535',
      "clickhouse: uriSchemes: 'Click House' is not a lower-case URI scheme",
      "mssql: quoteIdentifier('order') returned 42",
    ]);
  });
});
