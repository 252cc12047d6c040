// What the security work costs on the hot paths, each figure beside the same work done directly
// in the engine (or, for authentication, with a Bearer token) in the same run:
// - chart data whose custom SQL has never been seen (the engine parses each fragment: parse cache
//   miss) against the same SQL on the app's DuckDB connection; the same request again (parse
//   cache hit); the difference is what parsing adds. Target: p95 ≤ 3 ms for two fragments, and the
//   API within the chart-data bench's 1.1 × engine + 20 ms.
// - the same chart by an analyst under a row-level-security rule (`state = 'CA'`) against an
//   administrator asking for the same rows with a filter, so the engine does the same work and
//   only the RLS lookup and clause differ. Target: median ≤ 1.1 × the administrator's.
// - GET /api/v1/me/ by session cookie (server-side session checked) against a Bearer token;
//   targets: confirmed session median ≤ 1.1 × Bearer; a session's first request p95 ≤ Bearer + 2 ms.
// - the fragment parsers alone on new texts, DuckDB and PostgreSQL (node-sql-parser) beside their
//   bare parse calls. Target: p95 ≤ 2 ms a fragment.
// Everything runs in this process (fastify.inject), on the standard examples (no big table).
// BENCH_SECURITY_RUNS sets the chart iterations (default 200).
import { startBenchApp } from './security-overhead/bench-app.mjs';
import { chartRows } from './security-overhead/chart-cases.mjs';
import { fragmentParserRows } from './security-overhead/fragment-parsers.mjs';
import { sessionRows } from './security-overhead/session-cases.mjs';

const ITERATIONS = Number(process.env.BENCH_SECURITY_RUNS ?? 200);

export async function run() {
  const rows = [];
  console.log('  loading the examples …');
  const bench = await startBenchApp();
  try {
    rows.push(...(await chartRows(bench, { iterations: ITERATIONS, parseTargetMs: 3 })));
    rows.push(...(await sessionRows(bench, { steady: 300, sessions: 40 })));
  } finally {
    await bench.close();
  }
  rows.push(...(await fragmentParserRows({ count: 1000, burst: 20, targetP95Ms: 2 })));
  return rows;
}
