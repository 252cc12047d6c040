import { describe, expect, it } from 'vitest';
import { TIME_GRAINS } from '@core/plugin-api/index.js';
import { sqliteEngine } from './sqlite-engine.js';
import { parseSqliteUri } from './sqlite-uri.js';

describe('sqliteEngine spec', () => {
  it('offers every time grain, each a template over {col}', () => {
    expect(Object.keys(sqliteEngine.timeGrains)).toEqual([...TIME_GRAINS]);
    for (const template of Object.values(sqliteEngine.timeGrains)) expect(template).toContain('{col}');
    expect(sqliteEngine.uriSchemes).toEqual(['sqlite']);
  });

  it.each([
    ['sqlite:///var/lib/app.db', { path: '/var/lib/app.db', readOnly: false }],
    ['sqlite:////var/lib/app.db', { path: '/var/lib/app.db', readOnly: false }],
    ['sqlite://data/app.db?mode=ro', { path: 'data/app.db', readOnly: true }],
    ['sqlite://', { path: ':memory:', readOnly: false }],
    ['sqlite:///:memory:', { path: ':memory:', readOnly: false }],
    ['sqlite:///var/app.db?timeout=2.5', { path: '/var/app.db', readOnly: false, busyTimeoutMs: 2500 }],
  ])('parses %s', (uri, target) => {
    expect(parseSqliteUri(uri)).toEqual(target);
  });

  it('rejects bad URIs with a readable message', () => {
    expect(() => parseSqliteUri('duckdb:///a.db')).toThrow(/Invalid SQLite URI/);
    expect(() => parseSqliteUri('sqlite:///a.db?timeout=soon')).toThrow(/timeout/);
  });

  it('writes literals SQLite reads back unchanged', () => {
    expect(sqliteEngine.quoteIdentifier('x"y')).toBe('"x""y"');
    expect(sqliteEngine.formatLiteral("'; DROP TABLE t; --")).toBe("'''; DROP TABLE t; --'");
    expect(sqliteEngine.formatLiteral('a\\b')).toBe("'a\\b'");
    expect(sqliteEngine.formatLiteral('a\0b')).toBe("('a' || char(0) || 'b')");
    expect(sqliteEngine.formatLiteral(true)).toBe('TRUE');
    expect(sqliteEngine.formatLiteral(new Uint8Array([1, 171]))).toBe("X'01AB'");
    expect(sqliteEngine.formatLiteral(new Date('2024-02-29T10:00:00Z'))).toBe("'2024-02-29 10:00:00.000'");
    expect(sqliteEngine.timestampLiteral('2024-02-29T10:00:00')).toBe("'2024-02-29 10:00:00'");
    expect(() => sqliteEngine.formatLiteral(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it.each([
    ['INTEGER', 'numeric'],
    ['BIGINT', 'numeric'],
    ['DECIMAL(10,2)', 'numeric'],
    ['DOUBLE PRECISION', 'numeric'],
    ['VARCHAR(20)', 'string'],
    ['TEXT', 'string'],
    ['DATETIME', 'temporal'],
    ['TIMESTAMP WITH TIME ZONE', 'temporal'],
    ['DATE', 'temporal'],
    ['BOOLEAN', 'boolean'],
    ['BLOB', null],
    ['', null],
  ])('maps %j to %s', (type, generic) => {
    expect(sqliteEngine.genericType(type)).toBe(generic);
  });

  it.each([
    ['SELECT * FROM t LIMIT 10, 500', 20, 'SELECT * FROM t LIMIT 10, 20'],
    ['SELECT `LIMIT 1`, [LIMIT 2] FROM t', 5, 'SELECT `LIMIT 1`, [LIMIT 2] FROM t\nLIMIT 5'],
    ['SELECT * FROM t LIMIT 500 OFFSET 5', 20, 'SELECT * FROM t LIMIT 20 OFFSET 5'],
    ['PRAGMA table_info(t)', 20, 'PRAGMA table_info(t)'],
  ])('applyLimit(%j, %i)', (sql, limit, expected) => {
    expect(sqliteEngine.applyLimit(sql, limit)).toBe(expected);
  });
});
