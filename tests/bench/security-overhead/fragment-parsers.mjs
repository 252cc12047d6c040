// The fragment parsers alone, on texts they have never seen (each with its own literal, as a
// person typing filters produces them): Tessera's DuckDB parser (json_serialize_sql on its private
// instance, then the tree walk) beside the bare `json_serialize_sql` call on a DuckDB of the same
// settings; and the PostgreSQL parser (node-sql-parser's PostgreSQL grammar, then the tree walk)
// beside the bare `parser.parse` call. Also a burst: a dashboard of charts asking at once.
import { tsImport } from 'tsx/esm/api';
import { ms, quantile, time } from './stats.mjs';

const load = (p) => tsImport(p, import.meta.url);
const SOURCE = 'tessera_fragment_source';

/** Fragments as analysts write them; `n` makes each text new. */
export const FRAGMENT_SHAPES = [
  (n) => `SUM(CASE WHEN num > ${n} THEN num ELSE 0 END)`,
  (n) => `state IN ('CA', 'NY', 'TX') AND num >= ${n}`,
  (n) => `ROUND(100.0 * SUM(num_boys) / NULLIF(SUM(num), 0), ${n % 7})`,
  (n) => `lower(name) LIKE 'a%' OR num BETWEEN ${n} AND ${n + 50}`,
  (n) => `COALESCE(num_girls, 0) + ${n} > num_boys`,
];
export const fragment = (n) => FRAGMENT_SHAPES[n % FRAGMENT_SHAPES.length](n);

async function duckdbDirect() {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const db = await DuckDBInstance.create(':memory:', { enable_external_access: 'false', autoinstall_known_extensions: 'false', autoload_known_extensions: 'false', threads: '1' });
  const connection = await db.connect();
  // Prepared once, as Tessera's parser does: the ratio is then Tessera's own work around the call.
  const serializer = await connection.prepare('SELECT json_serialize_sql($1::VARCHAR)');
  return {
    parse: async (sql) => {
      serializer.bindVarchar(1, `SELECT ${sql} FROM ${SOURCE}`);
      return (await serializer.runAndReadAll()).getRows()[0][0];
    },
    close: () => {
      serializer.destroySync();
      connection.closeSync();
      db.closeSync();
    },
  };
}

async function postgresDirect() {
  const module = await import('node-sql-parser/build/postgresql.js');
  const Parser = module.Parser ?? module.default?.Parser;
  const parser = new Parser();
  return { parse: async (sql) => parser.parse(`SELECT ${sql} FROM ${SOURCE}`, { database: 'PostgresQL' }), close: () => undefined };
}

/**
 * Times `count` cold parses through Tessera's parser and, interleaved, through the bare engine
 * call; answers per-parse times of both and a burst of `burst` concurrent parses.
 */
async function measure(parse, direct, { count, burst, offset }) {
  // Warm-up: the parser's start (instance, function list, grammar import) is a one-off per process.
  for (let i = 0; i < 20; i++) {
    const warm = await parse(fragment(offset - 100 + i));
    if (!warm.ok) throw new Error(`the parser refused ${fragment(offset - 100 + i)}: ${JSON.stringify(warm.problem)}`);
    await direct.parse(fragment(offset - 100 + i));
  }
  const tessera = [];
  const bare = [];
  for (let i = 0; i < count; i++) {
    const text = fragment(offset + i);
    let answer;
    tessera.push(await time(async () => (answer = await parse(text))));
    if (!answer.ok) throw new Error(`the parser refused ${text}`);
    bare.push(await time(() => direct.parse(text)));
  }
  const bursts = [];
  for (let round = 0; round < 10; round++) {
    const base = offset + count + round * burst;
    bursts.push(await time(() => Promise.all(Array.from({ length: burst }, (_, j) => parse(fragment(base + j))))));
  }
  return { tessera, bare, bursts };
}

const perSecond = (times) => Math.round((1000 * times.length) / times.reduce((a, b) => a + b, 0));

export async function fragmentParserRows({ count = 1000, burst = 20, targetP95Ms = 2 } = {}) {
  const [{ parseDuckDbExpression }, { parsePostgresExpression }] = await Promise.all([
    load('../../../plugins/db-duckdb/duckdb-expression-parser.ts'),
    load('../../../plugins/db-postgres/postgres-expression-parser.ts'),
  ]);
  const rows = [];
  const engines = [
    { name: 'DuckDB (json_serialize_sql)', parse: parseDuckDbExpression, direct: await duckdbDirect(), offset: 5_000_000 },
    { name: 'PostgreSQL (node-sql-parser)', parse: parsePostgresExpression, direct: await postgresDirect(), offset: 6_000_000 },
  ];
  for (const engine of engines) {
    try {
      const { tessera, bare, bursts } = await measure(engine.parse, engine.direct, { count, burst, offset: engine.offset });
      const p95 = quantile(tessera, 0.95);
      const ratio = quantile(tessera, 0.5) / quantile(bare, 0.5);
      rows.push({
        name: `fragment parser ${engine.name}, cold, ${count} new texts: ${perSecond(tessera).toLocaleString('en')}/s (bare parser ${ms(quantile(bare, 0.5))}, p95 ${ms(quantile(bare, 0.95))}; ×${ratio.toFixed(1)})`,
        median: ms(quantile(tessera, 0.5)),
        p95: ms(p95),
        target: `p95 ≤ ${targetP95Ms} ms`,
        ok: p95 <= targetP95Ms,
      });
      rows.push({
        name: `fragment parser ${engine.name}, ${burst} new texts at once (a dashboard's worth)`,
        median: ms(quantile(bursts, 0.5)),
        p95: ms(quantile(bursts, 0.95)),
        target: 'report',
        ok: true,
      });
    } finally {
      engine.direct.close();
    }
  }
  return rows;
}
