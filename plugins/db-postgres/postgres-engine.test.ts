import { describe, expect, it } from 'vitest';
import { TIME_GRAINS } from '@core/plugin-api/index.js';
import { postgresEngine } from './postgres-engine.js';
import { postgresPoolConfig } from './postgres-pool-config.js';
import { parsePostgresUri } from './postgres-uri.js';

describe('postgresEngine spec', () => {
  it('offers every time grain and answers to both PostgreSQL schemes (with any driver suffix)', () => {
    expect(Object.keys(postgresEngine.timeGrains)).toEqual([...TIME_GRAINS]);
    expect(postgresEngine.uriSchemes).toEqual(['postgresql', 'postgres']);
    for (const uri of ['postgresql://h/db', 'postgres://h/db', 'postgresql+psycopg2://h/db']) expect(parsePostgresUri(uri).database).toBe('db');
  });

  it('parses user, URL-encoded password, host, port, database and query arguments', () => {
    expect(parsePostgresUri('postgresql+psycopg2://ana%40corp:p%40ss%3Aw%2Frd@db.example.com:6543/sales?sslmode=require&application_name=bi')).toEqual({
      host: 'db.example.com',
      port: 6543,
      user: 'ana@corp',
      password: 'p@ss:w/rd',
      database: 'sales',
      params: { sslmode: 'require', application_name: 'bi' },
    });
    expect(parsePostgresUri('postgres://db/sales')).toMatchObject({ host: 'db', port: 5432, database: 'sales' });
    expect(parsePostgresUri('postgresql://[::1]:5433/x')).toMatchObject({ host: '::1', port: 5433 });
    expect(parsePostgresUri('postgresql:///x?host=/var/run/postgresql')).toMatchObject({ host: '/var/run/postgresql', database: 'x', params: {} });
  });

  it('rejects bad URIs without echoing the password', () => {
    expect(() => parsePostgresUri('mysql://u:secret@h/db')).toThrow(/Invalid PostgreSQL URI 'mysql:\/\/u:\*\*\*@h\/db'/);
    expect(() => parsePostgresUri('postgresql://u:secret@h:99999/db')).toThrow(/Invalid PostgreSQL URI/);
    expect(() => parsePostgresUri('postgresql://u:secret@h:99999/db')).not.toThrow(/secret/);
  });

  it('builds pool settings: connect_args win, libpq names are translated, a separate password overrides a masked one', () => {
    const target = parsePostgresUri('postgresql://bi:XXXXXXXXXX@db:5432/sales?sslmode=require&connect_timeout=7');
    const config = postgresPoolConfig(target, { password: 'real', poolSize: 3, connectArgs: { application_name: 'mine', statement_timeout: 1000 } });
    expect(config).toMatchObject({
      host: 'db', port: 5432, user: 'bi', password: 'real', database: 'sales', max: 3,
      ssl: { rejectUnauthorized: false }, connectionTimeoutMillis: 7000, application_name: 'mine', statement_timeout: 1000,
    });
    expect(postgresPoolConfig(target, {}).password).toBe('XXXXXXXXXX');
    expect(postgresPoolConfig(parsePostgresUri('postgresql://db/x?sslmode=verify-full'), {}).ssl).toBe(true);
  });

  it('writes literals that survive either setting of standard_conforming_strings', () => {
    expect(postgresEngine.formatLiteral("O'Brien")).toBe("'O''Brien'");
    expect(postgresEngine.formatLiteral("\\'; DROP TABLE t; --")).toBe("E'\\\\''; DROP TABLE t; --'");
    expect(() => postgresEngine.formatLiteral('a\0b')).toThrow(/NUL/);
    expect(postgresEngine.formatLiteral(new Uint8Array([222, 173]))).toBe("'\\xDEAD'::bytea");
    expect(postgresEngine.formatLiteral(-1.5)).toBe('(-1.5)');
    expect(postgresEngine.timestampLiteral('2024-01-31T10:00:00Z')).toBe("TIMESTAMP '2024-01-31 10:00:00'");
    expect(postgresEngine.placeholder(2)).toBe('$2');
    expect(postgresEngine.quoteIdentifier('Mixed "Case"')).toBe('"Mixed ""Case"""');
  });

  it.each([
    ['integer', 'numeric'],
    ['numeric(10,2)', 'numeric'],
    ['double precision', 'numeric'],
    ['timestamp(3) without time zone', 'temporal'],
    ['timestamp with time zone', 'temporal'],
    ['date', 'temporal'],
    ['boolean', 'boolean'],
    ['character varying(20)', 'string'],
    ['text', 'string'],
    ['uuid', 'string'],
    ['interval', 'string'],
    ['integer[]', null],
    ['bytea', null],
    ['point', null],
  ])('maps %s to %s', (type, generic) => {
    expect(postgresEngine.genericType(type)).toBe(generic);
  });

  it.each([
    ['SELECT $tag$ LIMIT 1 $tag$ FROM t', 5, 'SELECT $tag$ LIMIT 1 $tag$ FROM t\nLIMIT 5'],
    ['SELECT 1 /* outer /* nested LIMIT 1 */ still comment */ FROM t', 5, 'SELECT 1 /* outer /* nested LIMIT 1 */ still comment */ FROM t\nLIMIT 5'],
    ['SELECT * FROM t LIMIT 100', 5, 'SELECT * FROM t LIMIT 5'],
    ['SELECT * FROM t FOR UPDATE', 5, 'SELECT * FROM (\nSELECT * FROM t FOR UPDATE\n) AS tessera_limited LIMIT 5'],
    ['TABLE t', 5, 'TABLE t\nLIMIT 5'],
    ['EXPLAIN SELECT 1', 5, 'EXPLAIN SELECT 1'],
  ])('applyLimit(%j, %i)', (sql, limit, expected) => {
    expect(postgresEngine.applyLimit(sql, limit)).toBe(expected);
  });
});
