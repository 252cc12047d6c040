import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExampleDataset } from './example-dataset.js';
import { loadExamples } from './load-examples.js';

const STANDARD = [
  'birth_names',
  'cleaned_sales_data',
  'flights',
  'long_lat',
  'sf_population_polygons',
  'bart_lines',
  'birth_france_by_region',
  'wb_health_population',
  'video_game_sales',
  'covid_vaccines',
  'FCC 2018 Survey',
  'users',
  'channels',
  'channel_members',
  'users_channels',
  'messages',
  'threads',
  'exported_stats',
  'energy_usage',
  'random_time_series',
  'multiformat_time_series',
  'unicode_test',
];

let dir: string;
let fileA: string;
let fileB: string;
let first: ExampleDataset[];
let second: ExampleDataset[];
let firstLog: string[];

/** Runs small queries against a database file, then closes it. */
async function query<T>(file: string, run: (q: (sql: string) => Promise<unknown[][]>) => Promise<T>): Promise<T> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return await run(async (sql) => (await connection.runAndReadAll(sql)).getRows());
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Order-independent fingerprint of every table's contents, computed in SQL. */
async function checksums(file: string, tables: string[]): Promise<Record<string, string>> {
  return query(file, async (q) => {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const [row] = await q(`SELECT count(*), sum(hash(t)::HUGEINT), bit_xor(hash(t)) FROM "${table}" AS t`);
      out[table] = (row ?? []).map(String).join('/');
    }
    return out;
  });
}

const byName = (datasets: ExampleDataset[], name: string): ExampleDataset => {
  const found = datasets.find((d) => d.tableName === name);
  if (!found) throw new Error(`no dataset ${name}`);
  return found;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tessera-examples-'));
  fileA = path.join(dir, 'a', 'examples.duckdb');
  fileB = path.join(dir, 'b', 'nested', 'examples.duckdb');
  firstLog = [];
  first = await loadExamples({ path: fileA, logger: { info: (msg) => firstLog.push(msg) } });
  second = await loadExamples({ path: fileB });
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadExamples', () => {
  it('creates the standard tables and describes them', () => {
    expect(first.map((d) => d.tableName)).toEqual(STANDARD);
    expect(firstLog.filter((msg) => msg.includes('created'))).toHaveLength(STANDARD.length);
    for (const dataset of first) {
      expect(dataset.schema).toBe('main');
      expect(dataset.description.length).toBeGreaterThan(10);
      expect(dataset.metrics.find((m) => m.metric_name === 'count')?.expression).toBe('COUNT(*)');
      if (dataset.mainDttmCol !== null) {
        const main = dataset.columns.find((c) => c.column_name === dataset.mainDttmCol);
        expect(main?.is_dttm).toBe(true);
      }
      for (const column of dataset.columns) expect(column.filterable).toBe(true);
    }
  });

  it('fills each table with a row count in its intended range', async () => {
    const counts = await query(fileA, async (q) => {
      const out: Record<string, number> = {};
      for (const table of STANDARD) out[table] = Number((await q(`SELECT count(*) FROM "${table}"`))[0]?.[0]);
      return out;
    });
    expect(counts.birth_names).toBeGreaterThanOrEqual(40_000);
    expect(counts.birth_names).toBeLessThanOrEqual(80_000);
    expect(counts.cleaned_sales_data).toBeGreaterThanOrEqual(2_000);
    expect(counts.cleaned_sales_data).toBeLessThanOrEqual(5_000);
    expect(counts.flights).toBeGreaterThanOrEqual(90_000);
    expect(counts.flights).toBeLessThanOrEqual(110_000);
    expect(counts.long_lat).toBe(10_000);
    expect(counts.sf_population_polygons).toBe(26);
    expect(counts.bart_lines).toBe(6);
    expect(counts.birth_france_by_region).toBe(101);
    expect(counts.wb_health_population).toBe(180 * 55);
    expect(counts.video_game_sales).toBe(4_000);
    expect(counts.covid_vaccines).toBe(300);
    expect(counts['FCC 2018 Survey']).toBe(6_000);
    expect(counts.users).toBe(163);
    expect(counts.channels).toBe(20);
    expect(counts.messages).toBe(12_000);
    expect(counts.threads).toBeGreaterThan(500);
    expect(counts.threads).toBeLessThan(1_500);
    expect(counts.exported_stats).toBe(365);
    expect(counts.energy_usage).toBeGreaterThan(50);
    expect(counts.random_time_series).toBe(20_000);
    expect(counts.multiformat_time_series).toBe(2_000);
    expect(counts.unicode_test).toBe(240);
  });

  it("gives the newer example tables Superset's column names and types", () => {
    const typed = (table: string) => Object.fromEntries(byName(first, table).columns.map((c) => [c.column_name, c.type]));
    expect(typed('video_game_sales')).toEqual({
      rank: 'BIGINT', name: 'VARCHAR', platform: 'VARCHAR', year: 'BIGINT', genre: 'VARCHAR', publisher: 'VARCHAR',
      na_sales: 'DOUBLE', eu_sales: 'DOUBLE', jp_sales: 'DOUBLE', other_sales: 'DOUBLE', global_sales: 'DOUBLE',
    });
    expect(byName(first, 'video_game_sales').columns.find((c) => c.column_name === 'year')).toMatchObject({ is_dttm: true, python_date_format: '%Y' });
    expect(typed('energy_usage')).toEqual({ source: 'VARCHAR', target: 'VARCHAR', value: 'DOUBLE' });
    expect(typed('random_time_series')).toEqual({ ds: 'TIMESTAMP' });
    expect(typed('multiformat_time_series')).toEqual({
      ds: 'DATE', ds2: 'TIMESTAMP', epoch_ms: 'BIGINT', epoch_s: 'BIGINT', string0: 'VARCHAR', string1: 'VARCHAR', string2: 'VARCHAR', string3: 'VARCHAR',
    });
    expect(byName(first, 'multiformat_time_series').columns.filter((c) => c.python_date_format !== null).map((c) => [c.column_name, c.python_date_format, c.is_dttm])).toEqual([
      ['epoch_ms', 'epoch_ms', true], ['epoch_s', 'epoch_s', true], ['string0', '%Y-%m-%d %H:%M:%S.%f', true], ['string1', '%Y-%m-%d^%H:%M:%S', true],
      ['string2', '%Y%m%d-%H%M%S', true], ['string3', '%Y/%m/%d%H:%M:%S.%f', true],
    ]);
    // DuckDB keeps no VARCHAR length, so Superset's VARCHAR(500), (10) and (100) read back as VARCHAR.
    expect(typed('unicode_test')).toEqual({ phrase: 'VARCHAR', short_phrase: 'VARCHAR', with_missing: 'VARCHAR', dttm: 'DATE', value: 'FLOAT' });
    expect(Object.keys(typed('covid_vaccines')).sort()).toEqual([
      'anticipated_next_steps', 'clinical_trials', 'clinical_trials_for_other_diseases_or_related_use', 'country_name', 'date_last_updated',
      'developer_or_researcher', 'fda_approved_indications', 'funder', 'ioc_country_code', 'product_category', 'product_description',
      'published_results', 'sources', 'stage_of_development', 'treatment_vs_vaccine',
    ]);
    expect(typed('covid_vaccines').fda_approved_indications).toBe('DOUBLE');
    expect(typed('channel_members')).toEqual({ channel_id: 'VARCHAR', user_id: 'VARCHAR' });
    expect(typed('users_channels')).toEqual({ user_id: 'VARCHAR', name: 'VARCHAR' });
    expect(Object.keys(typed('channels'))).toHaveLength(32);
    expect(Object.keys(typed('messages'))).toHaveLength(44);
    expect(Object.keys(typed('threads'))).toHaveLength(14);
    expect(Object.keys(typed('users'))).toHaveLength(18);
    expect(Object.keys(typed('exported_stats'))).toHaveLength(21);
    const fcc = typed('FCC 2018 Survey');
    expect(Object.keys(fcc)).toHaveLength(134);
    expect(fcc).toMatchObject({ time_start: 'TIMESTAMP', age: 'BIGINT', ID: 'VARCHAR', school_degree: 'VARCHAR', last_yr_income: 'DOUBLE', rsrc_fcc: 'DOUBLE', is_software_dev: 'DOUBLE' });
  });

  it('keeps the Slack tables consistent with one another and the energy flows balanced', async () => {
    await query(fileA, async (q) => {
      const [members] = await q(`SELECT
        (SELECT count(*) FROM channel_members),
        (SELECT count(*) FROM users_channels),
        (SELECT sum(num_members) FROM channels),
        (SELECT count(*) FROM channel_members AS m ANTI JOIN users AS u ON u.id = m.user_id),
        (SELECT count(*) FROM channel_members AS m ANTI JOIN channels AS c ON c.id = m.channel_id),
        (SELECT count(*) FROM messages AS m ANTI JOIN channel_members AS cm ON cm.channel_id = m.channel_id AND cm.user_id = m."user"),
        (SELECT count(*) FROM threads AS t ANTI JOIN messages AS m ON m.client_msg_id = t.client_msg_id AND m.reply_count = t.reply_count),
        (SELECT count(*) FROM messages WHERE reply_count > 0)`);
      const [cm, uc, sum, noUser, noChannel, outsider, strayThread, threaded] = (members ?? []).map(Number);
      expect(uc).toBe(cm);
      expect(sum).toBe(cm);
      expect([noUser, noChannel, outsider, strayThread]).toEqual([0, 0, 0, 0]);
      expect(Number((await q('SELECT count(*) FROM threads'))[0]?.[0])).toBe(threaded);
      const unbalanced = await q(`WITH i AS (SELECT target AS n, sum(value) AS v FROM energy_usage GROUP BY 1),
        o AS (SELECT source AS n, sum(value) AS v FROM energy_usage GROUP BY 1)
        SELECT n FROM i JOIN o USING (n) WHERE abs(i.v - o.v) > 0.05`);
      expect(unbalanced).toEqual([]);
      const [vg] = await q(`SELECT count(*) FILTER (WHERE abs(na_sales + eu_sales + jp_sales + other_sales - global_sales) > 0.011),
        count(*) FILTER (WHERE rank <> rn) FROM (SELECT *, row_number() OVER (ORDER BY global_sales DESC, rank) AS rn FROM video_game_sales)`);
      expect(vg?.map(Number)).toEqual([0, 0]);
      const [mf] = await q(`SELECT count(*) FILTER (WHERE epoch_s * 1000 <> epoch_ms OR CAST(ds2 AS DATE) <> ds OR strptime(string2, '%Y%m%d-%H%M%S') <> ds2) FROM multiformat_time_series`);
      expect(Number(mf?.[0])).toBe(0);
    });
  });

  it('generates identical contents in two fresh files', async () => {
    expect(await checksums(fileB, STANDARD)).toEqual(await checksums(fileA, STANDARD));
    expect(second).toEqual(first);
  });

  it('is idempotent: a second load into the same file creates nothing and changes nothing', async () => {
    const before = await checksums(fileA, STANDARD);
    const log: string[] = [];
    const again = await loadExamples({ path: fileA, logger: { info: (msg) => log.push(msg) } });
    expect(log.filter((msg) => msg.includes('created'))).toEqual([]);
    expect(again).toEqual(first);
    expect(await checksums(fileA, STANDARD)).toEqual(before);
  });

  it('reads column types back from DuckDB', () => {
    const col = (table: string, name: string) => byName(first, table).columns.find((c) => c.column_name === name);
    expect(col('birth_names', 'ds')).toMatchObject({ type: 'TIMESTAMP', type_generic: 'TEMPORAL', is_dttm: true, groupby: true });
    expect(col('birth_names', 'num')).toMatchObject({ type: 'BIGINT', type_generic: 'NUMERIC', is_dttm: false, groupby: false });
    expect(col('birth_names', 'name')).toMatchObject({ type: 'VARCHAR', type_generic: 'STRING', is_dttm: false, groupby: true });
    expect(col('cleaned_sales_data', 'order_date')).toMatchObject({ type: 'TIMESTAMP', is_dttm: true });
    expect(col('cleaned_sales_data', 'sales')).toMatchObject({ type: 'DOUBLE', type_generic: 'NUMERIC' });
    expect(col('flights', 'ds')).toMatchObject({ type: 'TIMESTAMP', type_generic: 'TEMPORAL', is_dttm: true });
    expect(col('flights', 'CANCELLED')).toMatchObject({ type: 'BIGINT', type_generic: 'NUMERIC', is_dttm: false });
    expect(col('flights', 'DEPARTURE_DELAY')).toMatchObject({ type: 'DOUBLE', type_generic: 'NUMERIC' });
    expect(col('flights', 'LATITUDE_DEST')).toMatchObject({ type: 'DOUBLE', type_generic: 'NUMERIC' });
    expect(col('long_lat', 'LAT')).toMatchObject({ type: 'DOUBLE', type_generic: 'NUMERIC' });
    expect(col('long_lat', 'datetime')).toMatchObject({ type: 'TIMESTAMP', is_dttm: true });
    expect(col('long_lat', 'delimited')).toMatchObject({ type: 'VARCHAR', type_generic: 'STRING' });
    expect(col('wb_health_population', 'year')).toMatchObject({ type: 'TIMESTAMP', is_dttm: true });
    expect(col('birth_france_by_region', '2004')).toMatchObject({ type: 'BIGINT', type_generic: 'NUMERIC' });
    expect(byName(first, 'birth_names').columns.map((c) => c.column_name)).toEqual([
      'ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls',
    ]);
  });

  it("gives flights and long_lat Superset's column names, in Superset's order", () => {
    const names = (table: string) => byName(first, table).columns.map((c) => c.column_name);
    expect(names('flights')).toEqual([
      'YEAR', 'MONTH', 'DAY', 'DAY_OF_WEEK', 'AIRLINE', 'FLIGHT_NUMBER', 'TAIL_NUMBER', 'ORIGIN_AIRPORT',
      'DESTINATION_AIRPORT', 'SCHEDULED_DEPARTURE', 'DEPARTURE_TIME', 'DEPARTURE_DELAY', 'TAXI_OUT', 'WHEELS_OFF',
      'SCHEDULED_TIME', 'ELAPSED_TIME', 'AIR_TIME', 'DISTANCE', 'WHEELS_ON', 'TAXI_IN', 'SCHEDULED_ARRIVAL',
      'ARRIVAL_TIME', 'ARRIVAL_DELAY', 'DIVERTED', 'CANCELLED', 'CANCELLATION_REASON', 'AIR_SYSTEM_DELAY',
      'SECURITY_DELAY', 'AIRLINE_DELAY', 'LATE_AIRCRAFT_DELAY', 'WEATHER_DELAY', 'ds', 'AIRPORT', 'CITY', 'STATE',
      'COUNTRY', 'LATITUDE', 'LONGITUDE', 'AIRPORT_DEST', 'CITY_DEST', 'STATE_DEST', 'COUNTRY_DEST', 'LATITUDE_DEST',
      'LONGITUDE_DEST',
    ]);
    expect(names('long_lat')).toEqual([
      'LON', 'LAT', 'NUMBER', 'STREET', 'UNIT', 'CITY', 'DISTRICT', 'REGION', 'POSTCODE', 'ID', 'datetime',
      'occupancy', 'radius_miles', 'geohash', 'delimited',
    ]);
    expect(names('birth_france_by_region')).toEqual(['DEPT_ID', ...Array.from({ length: 12 }, (_, i) => String(2003 + i)), 'dept_name']);
    expect(names('sf_population_polygons')).toEqual(['zipcode', 'population', 'contour', 'area']);
    expect(names('bart_lines')).toEqual(['name', 'color', 'path', 'path_json', 'polyline']);
  });

  it('keeps the map tables consistent: points in San Francisco, local clock times, ISO codes', async () => {
    await query(fileA, async (q) => {
      const [ll] = await q(`SELECT min("LAT"), max("LAT"), min("LON"), max("LON"),
        count(*) FILTER (WHERE delimited <> CAST("LAT" AS VARCHAR) || ',' || CAST("LON" AS VARCHAR)),
        count(*) FILTER (WHERE length(geohash) <> 12 OR NOT starts_with(geohash, '9q8'))
        FROM long_lat`);
      expect(Number(ll?.[0])).toBeGreaterThan(37.7);
      expect(Number(ll?.[1])).toBeLessThan(37.82);
      expect(Number(ll?.[2])).toBeGreaterThan(-122.52);
      expect(Number(ll?.[3])).toBeLessThan(-122.35);
      expect(ll?.slice(4).map(Number)).toEqual([0, 0]);
      // Cancelled flights have no departure; landed ones have an arrival delay, split exactly
      // into its causes from 15 minutes; clock times are valid hhmm numbers.
      const [fl] = await q(`SELECT
        count(*) FILTER (WHERE "CANCELLED" = 1 AND "DEPARTURE_TIME" IS NOT NULL),
        count(*) FILTER (WHERE "CANCELLED" = 0 AND "DIVERTED" = 0 AND "ARRIVAL_DELAY" IS NULL),
        count(*) FILTER (WHERE "ARRIVAL_DELAY" >= 15 AND "CANCELLED" = 0 AND "DIVERTED" = 0 AND
          "AIR_SYSTEM_DELAY" + "SECURITY_DELAY" + "AIRLINE_DELAY" + "LATE_AIRCRAFT_DELAY" + "WEATHER_DELAY" <> "ARRIVAL_DELAY"),
        count(*) FILTER (WHERE "SCHEDULED_DEPARTURE" % 100 >= 60 OR "SCHEDULED_ARRIVAL" >= 2400),
        count(DISTINCT "ORIGIN_AIRPORT"), count(*) FILTER (WHERE "ORIGIN_AIRPORT" = "DESTINATION_AIRPORT")
        FROM flights`);
      expect(fl?.map(Number)).toEqual([0, 0, 0, 0, 32, 0]);
      // Flights are stored in date order (the generator keeps range()'s order instead of sorting).
      const [order] = await q(`SELECT count(*) FROM (SELECT ds, lag(ds) OVER (ORDER BY rowid) AS previous FROM flights) WHERE ds < previous`);
      expect(Number(order?.[0])).toBe(0);
      const [fr] = await q(`SELECT count(*) FILTER (WHERE regexp_matches("DEPT_ID", '^FR-([0-9]{2}|2A|2B|97[1-6])$')), min("2010") FROM birth_france_by_region`);
      expect(Number(fr?.[0])).toBe(101);
      expect(Number(fr?.[1])).toBeGreaterThan(500);
      const [wb] = await q(`SELECT count(DISTINCT country_code), min(year(year)), max(year(year)),
        count(*) FILTER (WHERE "SP_URB_TOTL" + "SP_RUR_TOTL" <> "SP_POP_TOTL") FROM wb_health_population`);
      expect(wb?.map(Number)).toEqual([180, 1960, 2014, 0]);
    });
  });

  it('offers metrics that run as SQL against their table', async () => {
    const names = (table: string) => byName(first, table).metrics.map((m) => m.metric_name);
    expect(names('birth_names')).toContain('sum__num');
    expect(names('cleaned_sales_data')).toContain('sum__sales');
    expect(names('flights')).toContain('avg__DEPARTURE_DELAY');
    expect(names('wb_health_population')).toContain('sum__SP_POP_TOTL');
    expect(names('energy_usage')).toContain('sum__value');
    await query(fileA, async (q) => {
      for (const dataset of first) {
        for (const metric of dataset.metrics) {
          const [row] = await q(`SELECT ${metric.expression} FROM "${dataset.tableName}"`);
          expect(row?.[0], `${dataset.tableName}.${metric.metric_name}`).not.toBeNull();
        }
      }
    });
  });

  it('creates big_events with exactly bigRows rows when big is set', async () => {
    const file = path.join(dir, 'big', 'examples.duckdb');
    const datasets = await loadExamples({ path: file, big: true, bigRows: 50_000 });
    expect(datasets.map((d) => d.tableName)).toEqual([...STANDARD, 'big_events']);
    const [row] = await query(file, (q) =>
      q(`SELECT count(*), count(DISTINCT event_type), count(DISTINCT device), count(DISTINCT channel),
                count(DISTINCT country), count(DISTINCT item_id), min(event_time), max(event_time)
         FROM big_events`),
    );
    expect(row?.slice(0, 5).map(Number)).toEqual([50_000, 5, 3, 8, 50]);
    expect(Number(row?.[5])).toBeGreaterThan(800);
    expect(Number(row?.[5])).toBeLessThanOrEqual(1000);
    expect(String(row?.[6]).slice(0, 4)).toBe('2023');
    expect(String(row?.[7]).slice(0, 4)).toBe('2024');

    // A later load without `big` keeps and still reports the table.
    const again = await loadExamples({ path: file });
    expect(again.map((d) => d.tableName)).toContain('big_events');
    expect(byName(again, 'big_events').columns.find((c) => c.column_name === 'event_time')?.is_dttm).toBe(true);
  });

  it('rejects an invalid bigRows', async () => {
    await expect(loadExamples({ path: path.join(dir, 'bad.duckdb'), bigRows: -1 })).rejects.toThrow(/bigRows/);
  });
});
