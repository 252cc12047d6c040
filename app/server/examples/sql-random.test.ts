import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRandom } from './sql-random.js';

let instance: DuckDBInstance;
let rows: (sql: string) => Promise<unknown[][]>;

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  rows = async (sql) => (await connection.runAndReadAll(sql)).getRows();
});

afterAll(() => instance.closeSync());

const N = 200_000;
const source = `range(${N})`;

describe('sqlRandom', () => {
  it('produces uniforms in [0, 1) that are the same on every evaluation', async () => {
    const sql = `SELECT min(u), max(u), avg(u), sum(u) FROM ${sqlRandom.withUniforms(source, { u: ['range', 1] })}`;
    const [a] = await rows(sql);
    const [b] = await rows(sql);
    expect(a).toEqual(b);
    const [min, max, avg] = (a ?? []).map(Number);
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(avg).toBeCloseTo(0.5, 2);
  });

  it('keeps streams with different seeds independent', async () => {
    // Chi-square over a 10x10 grid of two streams: 99 degrees of freedom.
    const [row] = await rows(`
      SELECT sum(pow(n - ${N / 100}, 2) / ${N / 100}) FROM (
        SELECT floor(a * 10) AS x, floor(b * 10) AS y, count(*) AS n
        FROM ${sqlRandom.withUniforms(source, { a: ['range', 41], b: ['range', 42] })}
        GROUP BY ALL)`);
    const chi2 = Number(row?.[0]);
    expect(chi2).toBeGreaterThan(50);
    expect(chi2).toBeLessThan(160);
  });

  it('picks indexes in proportion to their weights', async () => {
    const result = await rows(`
      SELECT ${sqlRandom.pick('u', [6, 3, 1])} AS i, count(*) FROM ${sqlRandom.withUniforms(source, { u: ['range', 7] })}
      GROUP BY 1 ORDER BY 1`);
    const shares = result.map(([, n]) => Number(n) / N);
    expect(result.map(([i]) => Number(i))).toEqual([1, 2, 3]);
    expect(shares[0]).toBeCloseTo(0.6, 1);
    expect(shares[1]).toBeCloseTo(0.3, 1);
    expect(shares[2]).toBeCloseTo(0.1, 1);
  });

  it('turns uniforms into standard normals and integers', async () => {
    const [row] = await rows(`
      SELECT avg(z), stddev_pop(z), min(k), max(k) FROM (
        SELECT ${sqlRandom.normal('a', 'b')} AS z, ${sqlRandom.int('a', 6)} AS k
        FROM ${sqlRandom.withUniforms(source, { a: ['range', 3], b: ['range', 4] })})`);
    const [mean, sd, min, max] = (row ?? []).map(Number);
    expect(mean).toBeCloseTo(0, 1);
    expect(sd).toBeCloseTo(1, 1);
    expect([min, max]).toEqual([0, 5]);
  });

  it('rejects bad seeds and weights', () => {
    expect(() => sqlRandom.withUniforms(source, { u: ['range', -1] })).toThrow(/seed/);
    expect(() => sqlRandom.pick('u', [])).toThrow();
    expect(() => sqlRandom.pick('u', [0, 0])).toThrow();
  });
});
