import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseEngineContribution } from '@core/plugin-api/index.js';
import { TEST_SPECS } from './test-engine-specs.js';
import { fixtureSql, openDuckDbFixture, plain } from './test-fixture.js';

/**
 * Test-only: the compiler's fixture table loaded into each real engine — DuckDB and SQLite in
 * temporary files, PostgreSQL in a uniquely named schema, MariaDB in a uniquely named database,
 * each dropped on close — with one way to read rows back as plain values.
 */
export interface EngineFixture {
  engine: keyof typeof TEST_SPECS;
  spec: DatabaseEngineContribution;
  rows: (sql: string) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
}

const uniqueName = () => `tessera_compile_${randomBytes(6).toString('hex')}`;

/** Numbers stay numbers, dates read `YYYY-MM-DD HH:MM:SS`, as the DuckDB fixture returns them. */
function normalize(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      const v = plain(value);
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return [key, `${v} 00:00:00`];
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.0+$/.test(v)) return [key, v.slice(0, 19)];
      return [key, v];
    }),
  );
}

async function duckdb(): Promise<EngineFixture> {
  const fixture = await openDuckDbFixture();
  return { engine: 'duckdb', spec: TEST_SPECS.duckdb, rows: fixture.rows, close: async () => fixture.close() };
}

async function sqlite(): Promise<EngineFixture> {
  const { default: Database } = await import('better-sqlite3');
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-compile-'));
  const db = new Database(path.join(dir, 'fixture.db'));
  for (const sql of fixtureSql(TEST_SPECS.sqlite.quoteIdentifier, { timestamp: 'TEXT', boolean: 'INTEGER', text: 'TEXT' })) db.exec(sql);
  return {
    engine: 'sqlite',
    spec: TEST_SPECS.sqlite,
    rows: async (sql) => (db.prepare(sql).all() as Record<string, unknown>[]).map(normalize),
    close: async () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(): Promise<EngineFixture> {
  const { default: pg } = await import('pg');
  const schema = uniqueName();
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === 20 || oid === 1700) return (value: string) => Number(value);
      if (oid === 1114 || oid === 1082) return (value: string) => value;
      return pg.types.getTypeParser(oid, format);
    },
  } as typeof pg.types;
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres', types });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  for (const sql of fixtureSql(TEST_SPECS.postgresql.quoteIdentifier)) await client.query(sql);
  return {
    engine: 'postgresql',
    spec: TEST_SPECS.postgresql,
    rows: async (sql) => (await client.query(sql)).rows.map(normalize),
    close: async () => {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

async function mysql(): Promise<EngineFixture> {
  const { createConnection } = await import('mysql2/promise');
  const database = uniqueName();
  const admin = await createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const connection = await createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database, dateStrings: true, decimalNumbers: true, supportBigNumbers: true });
  for (const sql of fixtureSql(TEST_SPECS.mysql.quoteIdentifier, { timestamp: 'DATETIME', boolean: 'BOOLEAN', text: 'VARCHAR(100)' })) await connection.query(sql);
  return {
    engine: 'mysql',
    spec: TEST_SPECS.mysql,
    rows: async (sql) => ((await connection.query(sql))[0] as Record<string, unknown>[]).map((row) => normalize({ ...row })),
    close: async () => {
      await connection.query(`DROP DATABASE ${database}`);
      await connection.end();
    },
  };
}

/** Opens the fixture in all four engines. */
export async function openEngineFixtures(): Promise<EngineFixture[]> {
  return Promise.all([duckdb(), sqlite(), postgres(), mysql()]);
}
