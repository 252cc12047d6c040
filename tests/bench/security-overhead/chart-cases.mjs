// Chart-data requests on birth_names whose custom SQL (an adhoc metric, also the sort key, and a
// WHERE) carries literals never seen before, so the fragment parse cache misses; the same request
// repeated (parse cache hit, the query still runs); and the same query by an analyst under a
// row-level-security rule. Each figure is printed beside the same SQL run by DuckDB directly in
// the same iterations (and through Tessera's DuckDB connection, whose sandbox reads in read-only
// transactions).
import { RLS_CLAUSE } from './bench-app.mjs';
import { ms, quantile, time } from './stats.mjs';

// Fresh texts, same rows: the literals only move in their fourth decimal, so the engine's work
// stays the same from one iteration to the next.
const whereLiteral = (n) => (250 + n / 10_000).toFixed(4);
const metricLiteral = (n) => (500 + n / 10_000).toFixed(4);
const TEMPLATE = 0;

function chartQuery(n, filters = []) {
  const metric = { expressionType: 'SQL', sqlExpression: `SUM(CASE WHEN num > ${metricLiteral(n)} THEN num ELSE 0 END)`, label: 'big_name_births' };
  return { columns: ['name'], metrics: [metric], orderby: [[metric, false]], filters, extras: { where: `num_boys + num_girls >= ${whereLiteral(n)}` }, row_limit: 100 };
}

const CALIFORNIA = [{ col: 'state', op: '==', val: 'CA' }];

export async function chartRows(bench, { iterations, parseTargetMs }) {
  const { app, datasetId, connection, direct, headers } = bench;
  const post = async (who, query, extra = {}) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: headers[who], payload: { datasource: { id: datasetId, type: 'table' }, queries: [query], ...extra } });
    if (response.statusCode !== 200) throw new Error(`chart data as ${who}: ${response.statusCode} ${response.body}`);
    return response;
  };
  // The engine's side: the SQL the app wrote for the template literals, given each iteration's literals.
  const sqlFor = async (who) => {
    const template = (await post(who, chartQuery(TEMPLATE), { result_type: 'query' })).json().result[0].query;
    if (!template.includes(whereLiteral(TEMPLATE)) || !template.includes(metricLiteral(TEMPLATE))) throw new Error(`the literals are not in the SQL: ${template}`);
    return (n) => template.replaceAll(whereLiteral(TEMPLATE), whereLiteral(n)).replaceAll(metricLiteral(TEMPLATE), metricLiteral(n));
  };
  const adminSql = await sqlFor('admin');
  const analystSql = await sqlFor('analyst');
  // The rule must really apply, to the analyst only, and DuckDB directly must answer what the API does.
  if (!analystSql(1).includes(RLS_CLAUSE) || adminSql(1).includes(RLS_CLAUSE)) throw new Error(`the row-level-security rule is not applied as expected:\n${analystSql(1)}`);
  const apiRows = (await post('analyst', chartQuery(1))).json().result[0].data.length;
  const directRows = (await direct.execute(analystSql(1))).rowCount;
  if (apiRows === 0 || apiRows !== directRows) throw new Error(`the API answered ${apiRows} rows, DuckDB directly ${directRows}`);

  const REPEATED = 1;
  const series = { direct: [], engine: [], fresh: [], repeated: [], cached: [], checkFresh: [], checkRepeated: [], rlsDirect: [], adminSameRows: [], analyst: [] };
  const iteration = async (i, record) => {
    const [a, b, c, d] = [10 + 4 * i, 11 + 4 * i, 12 + 4 * i, 13 + 4 * i];
    const sample = async (key, fn) => {
      const took = await time(fn);
      if (record) series[key].push(took);
    };
    await sample('direct', () => direct.execute(adminSql(a)));
    await sample('engine', () => connection.execute(adminSql(a), []));
    await sample('fresh', () => post('admin', chartQuery(a)));
    await sample('repeated', () => post('admin', chartQuery(REPEATED), { force: true }));
    await sample('cached', async () => {
      const response = await post('admin', chartQuery(REPEATED));
      if (!response.body.startsWith('{"result":[{"is_cached":true')) throw new Error('expected a results cache hit');
    });
    // Compile and check only (the query is not run): what parsing adds, without the engine's noise.
    await sample('checkFresh', () => post('admin', chartQuery(d), { result_type: 'query' }));
    await sample('checkRepeated', () => post('admin', chartQuery(REPEATED), { result_type: 'query' }));
    await sample('rlsDirect', () => direct.execute(analystSql(c)));
    await sample('adminSameRows', () => post('admin', chartQuery(b, CALIFORNIA)));
    await sample('analyst', () => post('analyst', chartQuery(c)));
  };
  // Warm-up: JIT, the pool, the parser instance, the rules and principals caches.
  for (let i = 0; i < 10; i++) await iteration(100_000 + i, false);
  for (let i = 0; i < iterations; i++) await iteration(i, true);

  const med = (key) => quantile(series[key], 0.5);
  const p95 = (key) => quantile(series[key], 0.95);
  const vs = (key, base, what) => `×${(med(key) / med(base)).toFixed(1)} ${what}`;
  const sandboxTarget = med('direct') + 1;
  const apiTarget = 1.1 * med('engine') + 20;
  const parseCost = { median: med('checkFresh') - med('checkRepeated'), p95: p95('checkFresh') - p95('checkRepeated') };
  const rlsTarget = 1.1 * med('adminSameRows');
  const label = 'chart data, birth_names by name, custom SQL metric + WHERE';
  const row = (name, key, target, ok) => ({ name, median: ms(med(key)), p95: ms(p95(key)), target, ok });
  return [
    row(`${label}: DuckDB directly (${iterations} runs)`, 'direct', '-', true),
    row(`${label}: Tessera's DuckDB connection, read-only transaction (${vs('engine', 'direct', 'DuckDB')})`, 'engine', `≤ ${ms(sandboxTarget)} (DuckDB + 1 ms)`, med('engine') <= sandboxTarget),
    row(`${label}: API, never-seen SQL text (${vs('fresh', 'direct', 'DuckDB')})`, 'fresh', `≤ ${ms(apiTarget)}`, med('fresh') <= apiTarget),
    row(`${label}: API, same text again, force (${vs('repeated', 'direct', 'DuckDB')})`, 'repeated', `≤ ${ms(apiTarget)}`, med('repeated') <= apiTarget),
    row(`${label}: API, same text again, results cache hit`, 'cached', '≤ 5 ms', med('cached') <= 5),
    row(`${label}: compile + check only (result_type query), never-seen text`, 'checkFresh', '-', true),
    row(`${label}: compile + check only (result_type query), same text`, 'checkRepeated', '-', true),
    {
      name: `${label}: parsing 2 new fragments adds (never-seen − same text, result_type query)`,
      median: ms(parseCost.median),
      p95: ms(parseCost.p95),
      target: `p95 ≤ ${parseTargetMs} ms`,
      ok: parseCost.p95 <= parseTargetMs,
    },
    row(`${label}, state = 'CA': DuckDB directly`, 'rlsDirect', '-', true),
    row(`${label}, state = 'CA': admin, as a filter (${vs('adminSameRows', 'rlsDirect', 'DuckDB')})`, 'adminSameRows', '-', true),
    row(
      `${label}, state = 'CA': analyst under RLS rule (${vs('analyst', 'rlsDirect', 'DuckDB')}, ×${(med('analyst') / med('adminSameRows')).toFixed(2)} admin)`,
      'analyst',
      `≤ ${ms(rlsTarget)} (1.1 × admin)`,
      med('analyst') <= rlsTarget,
    ),
  ];
}
