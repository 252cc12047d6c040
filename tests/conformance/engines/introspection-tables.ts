import type { EngineUnderTest } from './engines-under-test.js';

const TIMESTAMP_TYPE: Readonly<Record<string, string>> = { duckdb: 'TIMESTAMP', sqlite: 'DATETIME', postgresql: 'timestamp', mysql: 'DATETIME' };

/**
 * Tables the introspection tests describe: `parent` (primary key, unique index), `child`
 * (composite index, foreign key, a default and a comment where the engine keeps comments), a
 * view over the fixture, and `only_here` in a second schema for the per-statement schema option.
 */
export async function createIntrospectionTables(engine: EngineUnderTest): Promise<void> {
  const { connection, spec } = engine;
  const isMysql = spec.engine === 'mysql';
  for (const sql of [
    'CREATE TABLE parent (id INTEGER PRIMARY KEY, code VARCHAR(20) NOT NULL)',
    `CREATE TABLE child (id INTEGER NOT NULL, parent_id INTEGER, note VARCHAR(40) DEFAULT 'n'${isMysql ? " COMMENT 'a note'" : ''},
       amount DECIMAL(8,2), seen_at ${TIMESTAMP_TYPE[spec.engine]}, active BOOLEAN, PRIMARY KEY (id), FOREIGN KEY (parent_id) REFERENCES parent (id))`,
    'CREATE INDEX ix_child_note ON child (note, amount)',
    'CREATE UNIQUE INDEX ux_parent_code ON parent (code)',
    'CREATE VIEW fixture_view AS SELECT id, name FROM fixture',
  ]) {
    await connection.execute(sql);
  }
  if (spec.engine === 'duckdb' || spec.engine === 'postgresql') await connection.execute("COMMENT ON COLUMN child.note IS 'a note'");
  if (engine.extraSchema) {
    const schema = spec.quoteIdentifier(engine.extraSchema);
    if (!isMysql) await connection.execute(`CREATE SCHEMA ${schema}`);
    await connection.execute(`CREATE TABLE ${schema}.only_here (x INTEGER)`);
    await connection.execute(`INSERT INTO ${schema}.only_here VALUES (42)`);
  }
}
