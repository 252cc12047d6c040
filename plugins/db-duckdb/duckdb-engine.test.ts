import { describe, expect, it } from 'vitest';
import { TIME_GRAINS } from '@core/plugin-api/index.js';
import { duckdbEngine } from './duckdb-engine.js';
import { parseDuckDbUri } from './duckdb-uri.js';

describe('duckdbEngine spec', () => {
  it('offers every time grain, each a template over {col}', () => {
    expect(Object.keys(duckdbEngine.timeGrains)).toEqual([...TIME_GRAINS]);
    for (const template of Object.values(duckdbEngine.timeGrains)) expect(template).toContain('{col}');
    expect(duckdbEngine.uriSchemes).toEqual(['duckdb']);
  });

  it.each([
    ['duckdb:///srv/data/examples.duckdb', '/srv/data/examples.duckdb'],
    ['duckdb:////srv/data/examples.duckdb', '/srv/data/examples.duckdb'],
    ['duckdb://data/local.duckdb', 'data/local.duckdb'],
    ['duckdb:///srv/with%20space.duckdb', '/srv/with space.duckdb'],
    ['duckdb://', ':memory:'],
    ['duckdb:///:memory:', ':memory:'],
    ['duckdb+duckdb_engine:///srv/a.duckdb', '/srv/a.duckdb'],
  ])('parses %s', (uri, path) => {
    expect(parseDuckDbUri(uri).path).toBe(path);
  });

  it('reads instance settings from the query string', () => {
    expect(parseDuckDbUri('duckdb:///srv/a.duckdb?threads=2&memory_limit=1GB').config).toEqual({ threads: '2', memory_limit: '1GB' });
  });

  it('rejects URIs that are not DuckDB ones, with a readable message', async () => {
    expect(() => parseDuckDbUri('sqlite:///a.db')).toThrow(/Invalid DuckDB URI/);
    expect(() => parseDuckDbUri('duckdb:/a.db')).toThrow(/expected duckdb:\/\/\//);
    expect(() => parseDuckDbUri('duckdb:///bad%zzpath')).toThrow(/URL-encoded/);
    await expect(duckdbEngine.createEngine('duckdb:relative', {})).rejects.toThrow(/Invalid DuckDB URI/);
  });

  it('quotes identifiers and writes literals that cannot end early', () => {
    expect(duckdbEngine.quoteIdentifier('a "b"')).toBe('"a ""b"""');
    expect(duckdbEngine.formatLiteral("it's \\")).toBe("'it''s \\'");
    expect(duckdbEngine.formatLiteral('a\0b')).toBe("('a' || chr(0) || 'b')");
    expect(duckdbEngine.formatLiteral(-3)).toBe('(-3)');
    expect(duckdbEngine.formatLiteral(2n ** 70n)).toBe('1180591620717411303424');
    expect(duckdbEngine.formatLiteral(false)).toBe('FALSE');
    expect(duckdbEngine.formatLiteral(null)).toBe('NULL');
    expect(duckdbEngine.formatLiteral(new Date('2024-02-29T10:00:00.5Z'))).toBe("TIMESTAMP '2024-02-29 10:00:00.500'");
    expect(duckdbEngine.formatLiteral(new Uint8Array([0, 255]))).toBe("from_hex('00FF')");
    expect(() => duckdbEngine.formatLiteral(Number.NaN)).toThrow(RangeError);
    expect(() => duckdbEngine.formatLiteral(new Date('nope'))).toThrow(RangeError);
  });

  it('writes timestamp literals for ISO instants, in UTC when they carry an offset', () => {
    expect(duckdbEngine.timestampLiteral('2024-01-31')).toBe("TIMESTAMP '2024-01-31 00:00:00'");
    expect(duckdbEngine.timestampLiteral('2024-01-31T23:30:00')).toBe("TIMESTAMP '2024-01-31 23:30:00'");
    expect(duckdbEngine.timestampLiteral('2024-01-31T23:30:00.25Z')).toBe("TIMESTAMP '2024-01-31 23:30:00.250000'");
    expect(duckdbEngine.timestampLiteral('2024-02-01T01:30:00+02:00')).toBe("TIMESTAMP '2024-01-31 23:30:00'");
    expect(() => duckdbEngine.timestampLiteral("2024-01-31' OR 1=1 --")).toThrow(/ISO-8601/);
    expect(() => duckdbEngine.timestampLiteral('2023-02-29')).toThrow(/valid date/);
  });

  it('uses ? placeholders and the duckdb formatter', () => {
    expect(duckdbEngine.placeholder(3)).toBe('?');
    expect(duckdbEngine.sqlFormatterLanguage).toBe('duckdb');
  });

  it.each([
    ['BIGINT', 'numeric'],
    ['DECIMAL(18,3)', 'numeric'],
    ['HUGEINT', 'numeric'],
    ['TIMESTAMP WITH TIME ZONE', 'temporal'],
    ['DATE', 'temporal'],
    ['TIMESTAMP_NS', 'temporal'],
    ['BOOLEAN', 'boolean'],
    ['VARCHAR', 'string'],
    ["ENUM('a', 'b')", 'string'],
    ['TIME', 'string'],
    ['INTEGER[]', null],
    ['STRUCT(a INTEGER)', null],
    ['BLOB', null],
  ])('maps %s to %s', (type, generic) => {
    expect(duckdbEngine.genericType(type)).toBe(generic);
  });

  describe('applyLimit', () => {
    it.each([
      ['SELECT * FROM t', 10, 'SELECT * FROM t\nLIMIT 10'],
      ['SELECT * FROM t LIMIT 500', 10, 'SELECT * FROM t LIMIT 10'],
      ['SELECT * FROM t LIMIT 5', 10, 'SELECT * FROM t LIMIT 5'],
      ['select * from t limit 500 offset 20;', 10, 'select * from t limit 10 offset 20'],
      ['SELECT * FROM t -- LIMIT 1', 10, 'SELECT * FROM t\nLIMIT 10'],
      ["SELECT 'LIMIT 1' AS s FROM t", 10, "SELECT 'LIMIT 1' AS s FROM t\nLIMIT 10"],
      ['SELECT $$ LIMIT 1 $$ FROM t', 10, 'SELECT $$ LIMIT 1 $$ FROM t\nLIMIT 10'],
      ["SELECT E'\\' LIMIT 1' FROM t", 10, "SELECT E'\\' LIMIT 1' FROM t\nLIMIT 10"],
      ['SELECT * FROM (SELECT * FROM t LIMIT 5) s', 10, 'SELECT * FROM (SELECT * FROM t LIMIT 5) s\nLIMIT 10'],
      ['SELECT * FROM t LIMIT ALL', 10, 'SELECT * FROM (\nSELECT * FROM t LIMIT ALL\n) AS tessera_limited LIMIT 10'],
      ['FROM t', 3, 'FROM t\nLIMIT 3'],
      ['INSERT INTO t VALUES (1)', 10, 'INSERT INTO t VALUES (1)'],
      ['SELECT 1; SELECT 2', 10, 'SELECT 1; SELECT 2'],
      ['  /* leading */ SELECT 1', 10, '  /* leading */ SELECT 1\nLIMIT 10'],
    ])('%j limited to %i', (sql, limit, expected) => {
      expect(duckdbEngine.applyLimit(sql, limit)).toBe(expected);
    });

    it('rejects a limit that is not a non-negative integer', () => {
      expect(() => duckdbEngine.applyLimit('SELECT 1', -1)).toThrow(RangeError);
      expect(() => duckdbEngine.applyLimit('SELECT 1', 1.5)).toThrow(RangeError);
    });
  });
});
