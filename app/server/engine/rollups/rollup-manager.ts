import type { Kysely } from 'kysely';
import type { DatabaseEngineContribution, EngineConnection, QueryFormMetric, QueryObject } from '@core/plugin-api/index.js';
import type { Database } from '../../store/database.js';
import { compilerDatasource, loadDatasource, type LoadedDatasource } from '../chart-data/load-datasource.js';
import { createCompileContext } from '../compile/compile-context.js';
import { fromClause } from '../compile/from-clause.js';
import { datasetColumnSql } from '../compile/resolve-column.js';
import { compileCheckedQuery, metricLabel, SqlFragmentChecker, type CompiledQuery, type CompilerDatasource } from '../compile/index.js';
import type { DatabaseConnections } from '../database-connections.js';
import { analyseQuery, NotAnswerable, recipeKey, recipeMeasures, recipeOf, setKey, measureKey, type QueryShape, type Recipe, type RollupSet } from './rollup-model.js';
import { measureFitSql, narrowerMeasureType, recipeAnswerSql, rollupBuildSql, rollupSetSql, ROLLUP_SCHEMA, type RollupLayout } from './rollup-sql.js';

/** Settings of the rollups (`TesseraConfig.rollups`). */
export interface RollupSettings {
  enabled: boolean;
  /** A rollup answers for this long after its build; it is rebuilt before then while dashboards use it. */
  refreshSeconds: number;
}

export interface RollupManagerDeps {
  db: Kysely<Database>;
  connections: DatabaseConnections;
  settings: RollupSettings;
  /** Where build failures are reported (they only cost speed: queries read the table). */
  warn?: (message: string) => void;
}

/** What the chart-data path hands over at the point it chooses the SQL to run. */
export interface RollupAnswerInput {
  query: QueryObject;
  resultType: string;
  datasource: LoadedDatasource;
  spec: DatabaseEngineContribution;
  rls: readonly string[];
  /** The query compiled against the dataset: what the rollup's answer must equal. */
  compiled: CompiledQuery;
  formData?: Record<string, unknown>;
  now?: Date;
  /** The chart-data `sql` hook, which sees every statement that runs. */
  sqlHook: (sql: string) => string;
}

interface BuiltSet extends RollupSet {
  rows: number;
  /** A set nearly as large as the table saves nothing: it is kept out of answers. */
  usable: boolean;
}

interface BuiltRollup {
  table: string;
  layout: RollupLayout;
  sets: BuiltSet[];
  /** The base aggregate's result type of every recipe the rollup answers, by `recipeKey`. */
  types: Map<string, string>;
  /** `LoadedDatasource.version` the rollup was built from: a changed dataset is never answered from it. */
  version: string;
  builtAt: number;
}

/** The rollup of one dashboard's charts over one dataset. */
interface RollupEntry {
  key: string;
  datasetId: number;
  dashboardId: number;
  databaseId: number;
  /** Grouping sets and metrics learnt from the dashboard's queries (before its native filter columns are added). */
  sets: Map<string, RollupSet>;
  recipes: Map<string, Recipe>;
  built: BuiltRollup | null;
  scheduled: boolean;
  /** The pending build's timer, and when the build was first asked for (a stream of new sets delays it, within bounds). */
  buildTimer: NodeJS.Timeout | null;
  scheduledAt: number;
  /** The row-level-security clauses of the last caller whose query taught the rollup: saved charts' queries are read with them. */
  rls: readonly string[];
  /** The definition the last build attempt saw (sets and recipes), so a failed build is not retried in a loop. */
  attempted: string;
  lastUsed: number;
  /** When the last build failed: a stale rollup is not rebuilt on every query after a failure. */
  failedAt: number;
  refreshTimer: NodeJS.Timeout | null;
}

/** Upper bounds that keep a dashboard's queries from asking for an unreasonable rollup. */
const MAX_SETS = 32;
const MAX_EXPRESSIONS = 24;
/** A set with more rows than this share of the table is not used. */
const MAX_SET_SHARE = 0.25;
const BUILD_DELAY_MS = 250;
/** A build waits at most this long for a dashboard's charts to stop teaching it new sets. */
const MAX_BUILD_DELAY_MS = 2000;
const DROP_OLD_AFTER_MS = 30_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const RETRY_AFTER_MS = 60_000;
const TYPE_NAME = /^[A-Z][A-Z0-9_]*(\(\d+(,\s*\d+)?\))?$/;

function dashboardIdOf(formData: Record<string, unknown> | undefined): number | null {
  const raw = formData?.['dashboardId'] ?? formData?.['dashboard_id'];
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** A day boundary (or an open end): the only time-range bounds a day-grain rollup applies exactly. */
function isDayAligned(bound: string | null): boolean {
  return bound === null || /^\d{4}-\d{2}-\d{2}(T00:00:00(\.0+)?)?$/.test(bound);
}

const covers = (set: RollupSet, shape: Pick<QueryShape, 'dims' | 'time'>) => [...shape.dims].every((d) => set.dims.includes(d)) && (shape.time === null || set.time === shape.time);

/** Adds a query's grouping set (unless a set of the entry holds it already) and its metrics to a dashboard's rollup. */
function addShape(entry: Pick<RollupEntry, 'sets' | 'recipes'>, shape: QueryShape): void {
  const set: RollupSet = { dims: [...shape.dims].sort(), time: shape.time };
  if (![...entry.sets.values()].some((s) => covers(s, shape)) && entry.sets.size < MAX_SETS) entry.sets.set(setKey(set), set);
  for (const [k, recipe] of shape.recipes) if (!entry.recipes.has(k)) entry.recipes.set(k, recipe);
}

/** What a build of the entry is made of: a change means the next query schedules a build. */
const definitionOf = (entry: Pick<RollupEntry, 'sets' | 'recipes'>): string => JSON.stringify([[...entry.sets.keys()], [...entry.recipes.keys()]]);

/**
 * Pre-aggregates of dashboards over large tables (docs/rollups.md). The chart-data path asks
 * {@link RollupManager.answer} for every chart query: when a built rollup holds the query's
 * grouping, filter and row-level-security columns, its time grain and its metrics, the query is
 * compiled against that rollup's grouping set instead of the table, and the same checks (labels,
 * filters, time range) must agree with the table's compilation, or the table is read. A query a
 * rollup could hold but none does teaches its dashboard's rollup a new grouping set, built in the
 * background (one scan of the table for every set, `GROUPING SETS`), kept fresh by the dataset's
 * version and a refresh interval, and dropped when the dashboard stops asking.
 *
 * Rollups live in the engine (DuckDB tables in the `tessera_rollups` schema of the dataset's own
 * database), are written by a private connection of the server's, and are only built on databases
 * whose users cannot write (no DML, CTAS, CVAS or upload), so no user SQL can change them.
 */
export class RollupManager {
  private readonly entries = new Map<string, RollupEntry>();
  private readonly writers = new Map<number, { version: string; connection: Promise<EngineConnection> }>();
  private readonly unsupported = new Set<number>();
  private readonly fragments = new SqlFragmentChecker();
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private idle: (() => void)[] = [];
  private sequence = 0;
  private closed = false;
  /** Queries answered from a rollup and read from the table, since start (for tests and benchmarks). */
  readonly stats = { answered: 0, fellBack: 0, builds: 0 };

  constructor(private readonly deps: RollupManagerDeps) {}

  /** Whether rollups are on at all. */
  get enabled(): boolean {
    return this.deps.settings.enabled;
  }

  /**
   * The query compiled against a rollup when one answers it exactly; null to read the table.
   * Never throws: a rollup problem only costs speed.
   */
  async answer(input: RollupAnswerInput): Promise<CompiledQuery | null> {
    if (!this.canHold(input)) return null;
    const base = compilerDatasource(input.datasource);
    const quote = (name: string) => input.spec.quoteIdentifier(name);
    let shape: QueryShape | NotAnswerable;
    try {
      shape = analyseQuery(input.query, base, input.rls, quote);
    } catch {
      shape = new NotAnswerable('unreadable query');
    }
    if (shape instanceof NotAnswerable) {
      this.stats.fellBack++;
      return null;
    }
    const answered = await this.answerFromBuilt(input, base, shape).catch(() => null);
    if (answered) {
      this.stats.answered++;
      return answered;
    }
    this.stats.fellBack++;
    const dashboardId = dashboardIdOf(input.formData);
    if (dashboardId !== null) this.learn(dashboardId, input.datasource, shape, input.rls);
    return null;
  }

  /** Resolves once no rollup build is scheduled or running. */
  whenIdle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Stops refreshing and closes the private connections (the tables are dropped at the next start). */
  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.entries.values()) if (entry.refreshTimer) clearTimeout(entry.refreshTimer);
    this.entries.clear();
    await this.queue.catch(() => undefined);
    const writers = [...this.writers.values()];
    this.writers.clear();
    await Promise.all(writers.map((w) => w.connection.then((c) => c.close()).catch(() => undefined)));
  }

  private canHold(input: RollupAnswerInput): boolean {
    if (!this.deps.settings.enabled || this.closed) return false;
    if (input.resultType !== 'full' && input.resultType !== 'results') return false;
    if (input.compiled.timeOffsets.length > 0) return false;
    const { database } = input.datasource;
    if (input.spec.engine !== 'duckdb' || this.unsupported.has(database.id)) return false;
    // Users of a database that takes writes could write the rollup tables too.
    return !database.allow_dml && !database.allow_ctas && !database.allow_cvas && !database.allow_file_upload;
  }

  private async answerFromBuilt(input: RollupAnswerInput, base: CompilerDatasource, shape: QueryShape): Promise<CompiledQuery | null> {
    const fresh = Date.now() - this.deps.settings.refreshSeconds * 1000;
    let best: { entry: RollupEntry; built: BuiltRollup; index: number } | null = null;
    for (const entry of this.entries.values()) {
      const built = entry.built;
      if (entry.datasetId !== base.id || !built || built.version !== input.datasource.version || built.builtAt < fresh) continue;
      if (![...shape.recipes.keys()].every((k) => built.types.has(k))) continue;
      built.sets.forEach((set, index) => {
        if (set.usable && covers(set, shape) && (!best || set.rows < best.built.sets[best.index]!.rows)) best = { entry, built, index };
      });
    }
    if (!best) return null;
    const { entry, built, index } = best as { entry: RollupEntry; built: BuiltRollup; index: number };
    const quote = (name: string) => input.spec.quoteIdentifier(name);
    const set = built.sets[index]!;
    const answerSql = (recipe: Recipe) => recipeAnswerSql(recipe, built.layout, built.types.get(recipeKey(recipe))!, quote);
    const names = base.columns.filter((c) => !c.expression).map((c) => c.column_name);
    const mapMetric = (metric: QueryFormMetric): QueryFormMetric => {
      if (typeof metric === 'string') return metric;
      const recipe = recipeOf(metric, base, names, quote);
      if (recipe instanceof NotAnswerable) throw new Error(recipe.reason);
      return { expressionType: 'SQL', sqlExpression: answerSql(recipe), label: metricLabel(metric) };
    };
    const selectedColumnLabels = new Set((input.query.columns ?? []).map((c) => (typeof c === 'string' ? c : c.label)));
    const query: QueryObject = {
      ...input.query,
      metrics: (input.query.metrics ?? []).map(mapMetric),
      orderby: (input.query.orderby ?? []).map(([ref, ascending]) => {
        if (typeof ref === 'string' || ('columnType' in ref && ref.columnType)) return [ref, ascending];
        if ('label' in ref && typeof ref.label === 'string' && selectedColumnLabels.has(ref.label)) return [ref, ascending];
        return [mapMetric(ref as QueryFormMetric), ascending];
      }),
    };
    if (input.query.series_limit_metric) query.series_limit_metric = mapMetric(input.query.series_limit_metric);
    const legacy = input.query as { timeseries_limit_metric?: QueryFormMetric | null };
    if (legacy.timeseries_limit_metric) (query as { timeseries_limit_metric?: QueryFormMetric | null }).timeseries_limit_metric = mapMetric(legacy.timeseries_limit_metric);

    const byName = new Map(base.columns.map((c) => [c.column_name, c]));
    const view: CompilerDatasource = {
      id: base.id,
      tableName: base.tableName,
      schema: null,
      catalog: null,
      sql: rollupSetSql(built.table, built.layout, set, index, quote),
      mainDttmCol: base.mainDttmCol,
      columns: [
        ...[...set.dims, ...(set.time === null ? [] : [set.time])].map((name) => ({ ...byName.get(name)!, expression: null })),
        ...[...built.layout.measureColumns.values()].map((column) => ({ column_name: column, expression: null, type: null, is_dttm: false })),
      ],
      metrics: base.metrics.flatMap((m) => {
        const recipe = recipeOf(m.metric_name, base, names, quote);
        return recipe instanceof NotAnswerable || !built.types.has(recipeKey(recipe)) ? [] : [{ ...m, expression: answerSql(recipe) }];
      }),
    };
    let compiled: CompiledQuery;
    try {
      compiled = await compileCheckedQuery({ query, datasource: view, spec: input.spec, now: input.now, rowLevelSecurity: input.rls }, this.fragments);
    } catch {
      return null;
    }
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    if (
      compiled.timeOffsets.length > 0 ||
      !same(compiled.labels, input.compiled.labels) ||
      !same(compiled.appliedFilters, input.compiled.appliedFilters) ||
      !same(compiled.rejectedFilters, input.compiled.rejectedFilters) ||
      !same(compiled.timeRange, input.compiled.timeRange) ||
      (set.time !== null && !(isDayAligned(compiled.timeRange.since) && isDayAligned(compiled.timeRange.until)))
    ) {
      return null;
    }
    entry.lastUsed = Date.now();
    return { ...compiled, sql: input.sqlHook(compiled.sql) };
  }

  /** Adds what a query needs to its dashboard's rollup and schedules a build when that changed it or the rollup is stale. */
  private learn(dashboardId: number, datasource: LoadedDatasource, shape: QueryShape, rls: readonly string[]): void {
    const key = `${datasource.dataset.id}:${dashboardId}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        key,
        datasetId: datasource.dataset.id,
        dashboardId,
        databaseId: datasource.database.id,
        sets: new Map(),
        recipes: new Map(),
        built: null,
        scheduled: false,
        buildTimer: null,
        scheduledAt: 0,
        rls,
        attempted: '',
        lastUsed: Date.now(),
        failedAt: 0,
        refreshTimer: null,
      };
      this.entries.set(key, entry);
    }
    entry.lastUsed = Date.now();
    entry.rls = rls;
    addShape(entry, shape);
    const definition = definitionOf(entry);
    const stale =
      entry.built !== null &&
      (entry.built.version !== datasource.version || entry.built.builtAt < Date.now() - this.deps.settings.refreshSeconds * 1000) &&
      Date.now() - entry.failedAt > RETRY_AFTER_MS;
    if (definition !== entry.attempted || stale) this.schedule(entry);
  }

  private schedule(entry: RollupEntry): void {
    if (this.closed) return;
    if (entry.scheduled) {
      // Not started yet: a chart that just taught a new set delays the scan a little, so it is in it.
      if (entry.buildTimer && Date.now() - entry.scheduledAt < MAX_BUILD_DELAY_MS) entry.buildTimer.refresh();
      return;
    }
    entry.scheduled = true;
    entry.scheduledAt = Date.now();
    this.pending++;
    // A short wait lets every chart of a dashboard being opened teach its shape before the one scan.
    const timer = setTimeout(() => {
      entry.buildTimer = null;
      this.queue = this.queue
        .then(() => this.build(entry))
        .catch((error: unknown) => {
          entry.failedAt = Date.now();
          this.deps.warn?.(`Rollup of dataset ${entry.datasetId} for dashboard ${entry.dashboardId} failed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          this.pending--;
          if (this.pending === 0) for (const resolve of this.idle.splice(0)) resolve();
        });
    }, BUILD_DELAY_MS);
    timer.unref();
    entry.buildTimer = timer;
  }

  private async build(entry: RollupEntry): Promise<void> {
    entry.scheduled = false;
    if (this.closed || this.entries.get(entry.key) !== entry) return;
    const datasource = await loadDatasource(this.deps.db, entry.datasetId);
    if (!datasource) {
      this.retire(entry);
      return;
    }
    const spec = this.deps.connections.specFor(datasource.database.sqlalchemy_uri);
    const base = compilerDatasource(datasource);
    const quote = (name: string) => spec.quoteIdentifier(name);
    // The dashboard's other charts on this dataset, as saved (Explore saves each chart's query
    // context): their sets join this scan instead of a second one when their queries come later.
    for (const shape of await this.savedChartShapes(entry, base, quote)) addShape(entry, shape);
    entry.attempted = definitionOf(entry);
    const nativeDims = (await this.nativeFilterColumns(entry.dashboardId, entry.datasetId)).filter((name) => {
      const column = base.columns.find((c) => c.column_name === name);
      return column && !column.is_dttm && !column.expression;
    });
    const sets = new Map<string, RollupSet>();
    for (const learnt of entry.sets.values()) {
      const set = { dims: [...new Set([...learnt.dims, ...nativeDims])].sort(), time: learnt.time };
      sets.set(setKey(set), set);
    }
    const setList = [...sets.values()];
    const expressionCount = new Set(setList.flatMap((s) => [...s.dims.map((d) => `d:${d}`), ...(s.time ? [`t:${s.time}`] : [])])).size;
    if (expressionCount > MAX_EXPRESSIONS) throw new Error(`too many columns (${expressionCount})`);
    const recipes = [...entry.recipes.values()];
    const measures = [...new Map(recipes.flatMap(recipeMeasures).map((m) => [measureKey(m), m])).values()];

    const writer = await this.writer(datasource);
    const ctx = createCompileContext({ spec, datasource: base, now: new Date() });
    const from = fromClause(ctx);
    const probe = recipes.length === 0 ? null : await writer.execute(`SELECT ${recipes.map((r, i) => `typeof(${r.baseSql}) AS ${quote(`t${i}`)}`).join(', ')} FROM (SELECT * FROM ${from} LIMIT 0) AS ${quote('probe')}`, [], { timeoutMs: BUILD_TIMEOUT_MS });
    const types = new Map<string, string>();
    recipes.forEach((recipe, i) => {
      const type = String(probe?.data[i]?.[0] ?? '');
      if (TYPE_NAME.test(type)) types.set(recipeKey(recipe), type);
    });

    const table = `r${entry.datasetId}_${entry.dashboardId}_${Date.now().toString(36)}_${++this.sequence}`;
    const layout = rollupBuildSql({ table, from, sets: setList, measures, columnSql: (name) => datasetColumnSql(ctx, ctx.columnsByName.get(name)!), quote, sortDims: nativeDims });
    await writer.execute(layout.sql, [], { timeoutMs: BUILD_TIMEOUT_MS });
    this.stats.builds++;
    const qualified = `${quote(ROLLUP_SCHEMA)}.${quote(table)}`;
    await this.narrowMeasures(writer, table, layout, quote);
    const counts = await writer.execute(`SELECT ${quote('__g')}, COUNT(*) FROM ${qualified} GROUP BY 1`, [], { timeoutMs: BUILD_TIMEOUT_MS });
    const rowsByGroup = new Map<number, number>();
    Array.from(counts.data[0] ?? []).forEach((g, i) => rowsByGroup.set(Number(g), Number(counts.data[1]?.[i] ?? 0)));
    const total = await writer.execute(`SELECT COUNT(*) FROM ${from}`, [], { timeoutMs: BUILD_TIMEOUT_MS });
    const baseRows = Number(total.data[0]?.[0] ?? 0);
    // The users' own connection must see the table, or answers would fail (an in-memory database is private to each connection).
    const reader = await this.deps.connections.get(datasource.database);
    try {
      await reader.execute(`SELECT 1 FROM ${qualified} LIMIT 1`, []);
    } catch {
      this.unsupported.add(datasource.database.id);
      await writer.execute(`DROP TABLE IF EXISTS ${qualified}`, []).catch(() => undefined);
      return;
    }
    if (this.closed || this.entries.get(entry.key) !== entry) {
      await writer.execute(`DROP TABLE IF EXISTS ${qualified}`, []).catch(() => undefined);
      return;
    }
    const old = entry.built;
    entry.built = {
      table,
      layout,
      sets: setList.map((set, i) => {
        const rows = rowsByGroup.get(layout.groupingIds[i]!) ?? 0;
        return { ...set, rows, usable: rows <= Math.max(1000, baseRows * MAX_SET_SHARE) };
      }),
      types,
      version: datasource.version,
      builtAt: Date.now(),
    };
    if (old) this.dropLater(writer, old.table, quote);
    if (entry.refreshTimer) clearTimeout(entry.refreshTimer);
    const builtAt = entry.built.builtAt;
    // Rebuilt before it expires while the dashboard is in use; dropped once nobody asked since the last build.
    entry.refreshTimer = setTimeout(() => {
      if (entry.lastUsed > builtAt) this.schedule(entry);
      else this.retire(entry);
    }, this.deps.settings.refreshSeconds * 900);
    entry.refreshTimer.unref();
  }

  /** Narrows the 128-bit partial-sum columns whose values all fit 64 bits (see `measureFitSql`): answers then sum them many times faster. */
  private async narrowMeasures(writer: EngineConnection, table: string, layout: RollupLayout, quote: (name: string) => string): Promise<void> {
    const measureColumns = new Set(layout.measureColumns.values());
    const described = await writer.execute(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = '${ROLLUP_SCHEMA}' AND table_name = '${table}'`,
      [],
      { timeoutMs: BUILD_TIMEOUT_MS },
    );
    const wide: { column: string; narrower: string }[] = [];
    Array.from(described.data[0] ?? []).forEach((name, i) => {
      const narrower = narrowerMeasureType(String(described.data[1]?.[i] ?? ''));
      if (measureColumns.has(String(name)) && narrower) wide.push({ column: String(name), narrower });
    });
    if (wide.length === 0) return;
    const qualified = `${quote(ROLLUP_SCHEMA)}.${quote(table)}`;
    const fits = await writer.execute(measureFitSql(qualified, wide, quote), [], { timeoutMs: BUILD_TIMEOUT_MS });
    for (const [i, { column, narrower }] of wide.entries()) {
      if (fits.data[i]?.[0] !== true) continue;
      await writer.execute(`ALTER TABLE ${qualified} ALTER COLUMN ${quote(column)} SET DATA TYPE ${narrower}`, [], { timeoutMs: BUILD_TIMEOUT_MS });
    }
  }

  private retire(entry: RollupEntry): void {
    if (entry.refreshTimer) clearTimeout(entry.refreshTimer);
    this.entries.delete(entry.key);
    const built = entry.built;
    const writer = this.writers.get(entry.databaseId);
    if (built && writer) void writer.connection.then((c) => c.execute(`DROP TABLE IF EXISTS "${ROLLUP_SCHEMA}"."${built.table}"`, [])).catch(() => undefined);
  }

  private dropLater(writer: EngineConnection, table: string, quote: (name: string) => string): void {
    // Queries compiled against the old table may still be running.
    setTimeout(() => void writer.execute(`DROP TABLE IF EXISTS ${quote(ROLLUP_SCHEMA)}.${quote(table)}`, []).catch(() => undefined), DROP_OLD_AFTER_MS).unref();
  }

  /** The server's own writable connection to a database, with a fresh rollup schema (leftovers of an earlier run dropped). */
  private writer(datasource: LoadedDatasource): Promise<EngineConnection> {
    const { database } = datasource;
    const version = JSON.stringify([database.changed_on, database.sqlalchemy_uri]);
    const cached = this.writers.get(database.id);
    if (cached?.version === version) return cached.connection;
    if (cached) void cached.connection.then((c) => c.close()).catch(() => undefined);
    const connection = (async () => {
      const opened = await this.deps.connections.openPrivate(database);
      await opened.execute(`DROP SCHEMA IF EXISTS "${ROLLUP_SCHEMA}" CASCADE`, []);
      await opened.execute(`CREATE SCHEMA "${ROLLUP_SCHEMA}"`, []);
      return opened;
    })();
    this.writers.set(database.id, { version, connection });
    connection.catch(() => {
      if (this.writers.get(database.id)?.connection === connection) this.writers.delete(database.id);
      this.unsupported.add(database.id);
    });
    return connection;
  }

  /** What the saved query contexts of the dashboard's charts on this dataset need from a rollup (the queries it can answer). */
  private async savedChartShapes(entry: RollupEntry, base: CompilerDatasource, quote: (name: string) => string): Promise<QueryShape[]> {
    const rows = await this.deps.db
      .selectFrom('dashboard_slices')
      .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
      .select('slices.query_context')
      .where('dashboard_slices.dashboard_id', '=', entry.dashboardId)
      .where('slices.datasource_id', '=', entry.datasetId)
      .where('slices.datasource_type', '=', 'table')
      .execute();
    const shapes: QueryShape[] = [];
    for (const row of rows) {
      let context: unknown;
      try {
        context = row.query_context ? JSON.parse(row.query_context) : null;
      } catch {
        continue;
      }
      const queries = (context as { queries?: unknown } | null)?.queries;
      if (!Array.isArray(queries)) continue;
      for (const query of queries as QueryObject[]) {
        let shape: QueryShape | NotAnswerable;
        try {
          shape = analyseQuery(query, base, entry.rls, quote);
        } catch {
          continue;
        }
        if (!(shape instanceof NotAnswerable)) shapes.push(shape);
      }
    }
    return shapes;
  }

  /** Columns of the dashboard's native filters that target this dataset. */
  private async nativeFilterColumns(dashboardId: number, datasetId: number): Promise<string[]> {
    const row = await this.deps.db.selectFrom('dashboards').select('json_metadata').where('id', '=', dashboardId).executeTakeFirst();
    if (!row?.json_metadata) return [];
    let metadata: unknown;
    try {
      metadata = JSON.parse(row.json_metadata);
    } catch {
      return [];
    }
    const filters = (metadata as { native_filter_configuration?: unknown }).native_filter_configuration;
    if (!Array.isArray(filters)) return [];
    const columns = new Set<string>();
    for (const filter of filters as { targets?: { datasetId?: unknown; column?: { name?: unknown } }[] }[]) {
      for (const target of filter.targets ?? []) {
        if (Number(target.datasetId) === datasetId && typeof target.column?.name === 'string') columns.add(target.column.name);
      }
    }
    return [...columns];
  }
}
