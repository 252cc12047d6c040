import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { bartLines } from './bart-lines.js';
import { bigEvents } from './big-events.js';
import { birthFranceByRegion } from './birth-france-by-region.js';
import { birthNames } from './birth-names.js';
import { cleanedSalesData } from './cleaned-sales-data.js';
import { covidVaccines } from './covid-vaccines.js';
import { energyUsage } from './energy-usage.js';
import type { ExampleDataset } from './example-dataset.js';
import type { ExampleTable } from './example-table.js';
import { fcc2018Survey } from './fcc-2018-survey.js';
import { flights } from './flights.js';
import { longLat } from './long-lat.js';
import { multiformatTimeSeries } from './multiformat-time-series.js';
import { randomTimeSeries } from './random-time-series.js';
import { readExampleColumns } from './read-example-columns.js';
import { sfPopulationPolygons } from './sf-population-polygons.js';
import {
  slackChannelMembers, slackChannels, slackExportedStats, slackMessages, slackThreads, slackUsers, slackUsersChannels,
} from './slack.js';
import { sqlText } from './sql-text.js';
import { unicodeTest } from './unicode-test.js';
import { videoGameSales } from './video-game-sales.js';
import { wbHealthPopulation } from './wb-health-population.js';

export interface LoadExamplesOptions {
  /** DuckDB database file; created (with its folder) when missing. */
  path: string;
  /** Also create `big_events`, the benchmark table. */
  big?: boolean;
  /** Rows of `big_events` when it gets created (default 10,000,000). */
  bigRows?: number;
  logger?: { info(msg: string): void };
}

export const DEFAULT_BIG_ROWS = 10_000_000;

/** Always-created tables, then the optional benchmark table. */
const STANDARD_TABLES: readonly ExampleTable[] = [
  birthNames,
  cleanedSalesData,
  flights,
  longLat,
  sfPopulationPolygons,
  bartLines,
  birthFranceByRegion,
  wbHealthPopulation,
  videoGameSales,
  covidVaccines,
  fcc2018Survey,
  slackUsers,
  slackChannels,
  slackChannelMembers,
  slackUsersChannels,
  slackMessages,
  slackThreads,
  slackExportedStats,
  energyUsage,
  randomTimeSeries,
  multiformatTimeSeries,
  unicodeTest,
];
const ALL_TABLES: readonly ExampleTable[] = [...STANDARD_TABLES, bigEvents];

/**
 * Opens (or creates) the example DuckDB database at `options.path`, creates every example
 * table that is not there yet from deterministic generators (the same contents on every run),
 * and closes the database again so another process can open it. Tables that already exist are
 * left untouched, so a second call is fast and changes nothing; `big_events` is only created
 * when `big` is set, with `bigRows` rows.
 *
 * Returns one descriptor per example table present in the file, in a fixed order.
 */
export async function loadExamples(options: LoadExamplesOptions): Promise<ExampleDataset[]> {
  const bigRows = options.bigRows ?? DEFAULT_BIG_ROWS;
  if (!Number.isSafeInteger(bigRows) || bigRows < 0) {
    throw new Error(`bigRows must be a non-negative integer, got ${bigRows}`);
  }
  const log = (msg: string) => options.logger?.info(msg);
  if (options.path !== ':memory:') await mkdir(path.dirname(path.resolve(options.path)), { recursive: true });

  // Imported lazily: the native driver is only needed when examples are actually loaded.
  const { DuckDBInstance } = await import('@duckdb/node-api');
  // The generators need no file but the database and no extension: the loader writes the file
  // as the server, so it is not sandboxed like user connections, only kept from reaching further.
  const instance = await DuckDBInstance.create(options.path, { enable_external_access: 'false', autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
  try {
    const connection = await instance.connect();
    try {
      const wanted = options.big ? ALL_TABLES : STANDARD_TABLES;
      let created = 0;
      for (const table of wanted) {
        if (await tableExists(connection, table.tableName)) continue;
        const started = Date.now();
        await createTable(connection, table, bigRows);
        const rows = await countRows(connection, table.tableName);
        log(`examples: created ${table.tableName} (${rows.toLocaleString('en-US')} rows) in ${Date.now() - started} ms`);
        created++;
      }
      if (created > 0) await connection.run('CHECKPOINT');
      const datasets: ExampleDataset[] = [];
      for (const table of ALL_TABLES) {
        if (!(await tableExists(connection, table.tableName))) continue;
        datasets.push({
          tableName: table.tableName,
          schema: 'main',
          description: table.description,
          mainDttmCol: table.mainDttmCol,
          columns: await readExampleColumns(connection, table),
          metrics: table.metrics.map((metric) => ({ ...metric })),
        });
      }
      return datasets;
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

async function tableExists(connection: DuckDBConnection, tableName: string): Promise<boolean> {
  const reader = await connection.runAndReadAll(
    `SELECT count(*) FROM duckdb_tables()
     WHERE database_name = current_database() AND schema_name = 'main' AND table_name = $name`,
    { name: tableName },
  );
  return Number(reader.getRows()[0]?.[0] ?? 0) > 0;
}

async function countRows(connection: DuckDBConnection, tableName: string): Promise<number> {
  const reader = await connection.runAndReadAll(`SELECT count(*) FROM ${sqlText.identifier('main')}.${sqlText.identifier(tableName)}`);
  return Number(reader.getRows()[0]?.[0] ?? 0);
}

/** Runs a table's statements in one transaction, so a failed or interrupted load leaves no table. */
async function createTable(connection: DuckDBConnection, table: ExampleTable, bigRows: number): Promise<void> {
  const target = `${sqlText.identifier('main')}.${sqlText.identifier(table.tableName)}`;
  await connection.run('BEGIN TRANSACTION');
  try {
    for (const statement of table.createSql(target, { rows: bigRows })) await connection.run(statement);
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
