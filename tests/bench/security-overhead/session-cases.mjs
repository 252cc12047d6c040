// Per-request security checks outside the engine: a cheap GET (/api/v1/me/) signed in by session
// cookie (the server-side session checked) beside the same GET with a Bearer token, both for a
// session the server confirmed seconds ago and for the first request of a session; and the
// row-level-security lookup every chart-data request makes.
import { ADMIN, RLS_CLAUSE } from './bench-app.mjs';
import { ms, quantile, time } from './stats.mjs';

export async function sessionRows(bench, { steady, sessions }) {
  const { app } = bench;
  const me = async (headers) => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/me/', headers });
    // A cookie the server did not accept would answer 401: only a signed-in answer counts.
    if (response.statusCode !== 200 || response.json().result.username !== ADMIN.username) throw new Error(`GET /api/v1/me/: ${response.statusCode} ${response.body}`);
  };
  const bearer = bench.headers.admin;
  const cookie = await bench.browserSession(ADMIN);
  for (let i = 0; i < 50; i++) {
    await me(bearer);
    await me(cookie);
  }
  const bearerTimes = [];
  const cookieTimes = [];
  for (let i = 0; i < steady; i++) {
    bearerTimes.push(await time(() => me(bearer)));
    cookieTimes.push(await time(() => me(cookie)));
  }

  // Sessions the server has not confirmed yet: each one's first request reads its store row.
  const fresh = [];
  for (let i = 0; i < sessions; i++) fresh.push(await bench.browserSession(ADMIN));
  const bearerPaired = [];
  const firstTimes = [];
  for (const session of fresh) {
    bearerPaired.push(await time(() => me(bearer)));
    firstTimes.push(await time(() => me(session)));
  }

  // The row-level-security lookup alone (rules cached; the caller's roles read each time).
  const rls = app.engine.rowLevelSecurity;
  const analyst = await bench.security.loadPrincipal(bench.userIds.analyst);
  const lookups = [];
  for (let i = 0; i < steady + 20; i++) {
    let predicates;
    const took = await time(async () => (predicates = await rls.predicatesFor(analyst, bench.datasetId)));
    if (predicates.length !== 1 || predicates[0] !== `(${RLS_CLAUSE})`) throw new Error(`unexpected predicates ${JSON.stringify(predicates)}`);
    if (i >= 20) lookups.push(took);
  }

  const med = (xs) => quantile(xs, 0.5);
  const p95 = (xs) => quantile(xs, 0.95);
  const steadyTarget = 1.1 * med(bearerTimes);
  const firstTarget = p95(bearerPaired) + 2;
  return [
    { name: `GET /api/v1/me/ with a Bearer token (${steady} runs)`, median: ms(med(bearerTimes)), p95: ms(p95(bearerTimes)), target: '-', ok: true },
    {
      name: `GET /api/v1/me/ with a session cookie, session confirmed (×${(med(cookieTimes) / med(bearerTimes)).toFixed(2)} Bearer)`,
      median: ms(med(cookieTimes)),
      p95: ms(p95(cookieTimes)),
      target: `≤ ${ms(steadyTarget)} (1.1 × Bearer)`,
      ok: med(cookieTimes) <= steadyTarget,
    },
    {
      name: `GET /api/v1/me/ with a session cookie, first request of ${sessions} sessions (×${(med(firstTimes) / med(bearerPaired)).toFixed(2)} Bearer, p95 ${ms(p95(bearerPaired))})`,
      median: ms(med(firstTimes)),
      p95: ms(p95(firstTimes)),
      target: `p95 ≤ ${ms(firstTarget)} (Bearer + 2 ms)`,
      ok: p95(firstTimes) <= firstTarget,
    },
    { name: 'row-level-security lookup per chart-data request (analyst, 1 rule)', median: ms(med(lookups)), p95: ms(p95(lookups)), target: 'report', ok: true },
  ];
}
