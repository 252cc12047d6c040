import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorType } from '@core/errors/index.js';
import type { ChartDataHookContext, ChartDataHooks, ChartDataQueryReport, ColumnarResult, DatabaseEngineContribution, GenericColumnType, QueryContext, QueryObject } from '@core/plugin-api/index.js';
import { applyPostProcessing, PostProcessingError, type Frame } from '@core/query/post-processing/index.js';
import { joinTimeOffset } from '@core/query/join-time-offset.js';
import type { TesseraConfig } from '../../config/tessera-config.js';
import { checkGuestQueryContext } from '../../security/guest-query-check.js';
import { hasPermission, isGuest, type Principal } from '../../security/principal.js';
import { nativeAnnotationData } from '../../services/annotation-data.js';
import type { Database } from '../../store/database.js';
import { cacheKeyFor, type ResultsCache } from '../cache/index.js';
import { compileCheckedQuery, shiftTimestamp, SqlFragmentChecker, type CompiledQuery } from '../compile/index.js';
import type { DatabaseConnections } from '../database-connections.js';
import { ChartDataError } from './chart-data-error.js';
import { datasetAccessDeniedMessage } from '../../services/dataset-access-denied.js';
import { toChartDataError } from './to-chart-data-error.js';
import { storedResultBody } from './query-payload.js';
import { compressAnswer, type AnswerEncoding } from './answer-compression.js';
import { inferGenericType } from './generic-data-type.js';
import { compilerDatasource, loadDatasource, type LoadedDatasource } from './load-datasource.js';
import { QueryRunner } from './query-runner.js';
import type { RollupManager } from '../rollups/index.js';

/** The outcome of one query object, before it is shaped for the wire. */
export type QueryOutcome =
  | {
      kind: 'data';
      frame: Frame;
      types: (GenericColumnType | null)[];
      compiled: CompiledQuery;
      cacheKey: string;
      isCached: boolean;
      cachedAt: string;
      cacheTimeout: number;
      totalCount?: number;
      /** Where the finished JSON payload of this query may be cached (full and results types). */
      payloadKey?: string;
      /** `annotation_data` of a full result: the native annotation layers' records. */
      annotationData?: Record<string, unknown>;
    }
  /**
   * A finished JSON payload from the cache, as `encodeStoredPayload` wrote it: `bytes` the whole
   * stored answer, `body` the view of its result's own members (see `storedResultBody`), `key`
   * and `cacheTimeout` where and for how long it is kept.
   */
  | { kind: 'payload'; bytes: Uint8Array; body: Buffer; key: string; cachedAt: string; cacheTimeout: number; annotationData: Record<string, unknown> }
  | { kind: 'query'; sql: string }
  | { kind: 'timegrains'; grains: { name: string; duration: string; function: string }[] }
  | { kind: 'columns'; columns: { column_name: string; verbose_name: string | null; dtype: string | null; is_dttm: boolean }[] };

export interface ChartDataServiceDeps {
  db: Kysely<Database>;
  connections: DatabaseConnections;
  cache: ResultsCache;
  config: TesseraConfig;
  hooks: ChartDataHooks;
  canAccess: (principal: Principal, datasource: LoadedDatasource) => boolean;
  /** Row-level-security predicates of a caller on a dataset (none until RLS rules exist). */
  rowLevelSecurity?: (principal: Principal, datasource: LoadedDatasource) => Promise<string[]>;
  /** Dashboard pre-aggregates that may answer a query instead of the table. */
  rollups?: RollupManager;
}

export interface RunContextOptions {
  force: boolean;
  /** The caller will answer JSON: finished payloads may be served from the cache. */
  jsonPayloads?: boolean;
  signal?: AbortSignal;
  now?: Date;
}

/** What a cached finished payload is tagged with: entries of an older layout are misses. */
const PAYLOAD_FORMAT = 'chart-data-json/3';
/** What a cached compressed answer is tagged with. */
const COMPRESSED_FORMAT = 'chart-data-json-compressed/1';

const GRAIN_NAMES: Record<string, string> = {
  PT1S: 'Second', PT1M: 'Minute', PT5M: '5 minute', PT10M: '10 minute', PT15M: '15 minute', PT30M: '30 minute',
  PT1H: 'Hour', PT6H: '6 hour', P1D: 'Day', P1W: 'Week', P1M: 'Month', P3M: 'Quarter', P1Y: 'Year',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday', '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday', 'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
};

function toFrame(result: ColumnarResult, names: readonly string[]): Frame {
  const columns = result.columns.map((c, i) => names[i] ?? c.name);
  return {
    columns,
    data: result.data.map((values) => Array.from(values)),
    // Epoch milliseconds look like numbers: post-processing must be told which columns are time.
    temporalColumns: columns.filter((_, i) => result.columns[i]?.genericType === 'temporal'),
  };
}

/** What `afterQuery` is told about one query's outcome. */
function queryReport(outcome: QueryOutcome, resultType: string): ChartDataQueryReport {
  if (outcome.kind === 'data') return { resultType, rowCount: outcome.frame.data[0]?.length ?? 0, isCached: outcome.isCached };
  if (outcome.kind === 'payload') return { resultType, isCached: true };
  return { resultType };
}

/**
 * The chart-data pipeline of ARCHITECTURE.md: authorise → `hooks.queryContext` →
 * `hooks.beforeQuery` → for each query object `hooks.queryObject`, compile for the dataset's engine,
 * `hooks.sql` → cache lookup (SQL + RLS + datasource version) → execute → time comparison →
 * post-process → `hooks.afterQuery`. Serialisation is the route's job.
 */
export class ChartDataService {
  private readonly runner: QueryRunner;
  private readonly fragments = new SqlFragmentChecker();
  /** Compressions of cached answers under way, by the key they will be kept under. */
  private readonly compressing = new Map<string, Promise<Buffer>>();

  constructor(private readonly deps: ChartDataServiceDeps) {
    this.runner = new QueryRunner(deps.cache);
  }

  /**
   * Keeps a data outcome's encoded JSON (`encodeStoredPayload`) for later `payload` hits, which
   * then cost a lookup and a write; failures only cost the next request time.
   */
  async storePayload(outcome: Extract<QueryOutcome, { kind: 'data' }>, bytes: Uint8Array): Promise<void> {
    if (!outcome.payloadKey || outcome.cacheTimeout < 0) return;
    await this.deps.cache.set(outcome.payloadKey, { payload: bytes, cachedAt: outcome.cachedAt, meta: { format: PAYLOAD_FORMAT } }, outcome.cacheTimeout).catch(() => undefined);
  }

  /**
   * The JSON answer `parts` of `outcomes`, compressed with `encoding`, when every outcome came
   * from the cache (else null: a fresh answer is compressed on its way out). The compressed bytes
   * are kept in the cache beside the payloads they were made of, so a compressed hit costs one
   * more lookup instead of compressing megabytes again; identical requests meanwhile share one
   * compression.
   */
  async compressedAnswer(outcomes: readonly QueryOutcome[], parts: readonly Buffer[], encoding: AnswerEncoding): Promise<Buffer | null> {
    const hits = outcomes.filter((outcome) => outcome.kind === 'payload');
    if (hits.length === 0 || hits.length !== outcomes.length) return null;
    const key = createHash('sha256').update(JSON.stringify([COMPRESSED_FORMAT, encoding, hits.map((hit) => [hit.key, hit.cachedAt, hit.annotationData])])).digest('hex');
    const kept = await this.deps.cache.get(key);
    if (kept && kept.meta?.['format'] === COMPRESSED_FORMAT && typeof kept.payload !== 'string') return Buffer.from(kept.payload.buffer, kept.payload.byteOffset, kept.payload.byteLength);
    let compressing = this.compressing.get(key);
    if (!compressing) {
      compressing = compressAnswer(parts, encoding);
      this.compressing.set(key, compressing);
      // Kept as long as the shortest-lived payload in it (0: as long as they all are, forever).
      const timeouts = hits.map((hit) => hit.cacheTimeout).filter((timeout) => timeout > 0);
      const ttl = timeouts.length > 0 ? Math.min(...timeouts) : 0;
      void compressing
        .then((bytes) => this.deps.cache.set(key, { payload: bytes, cachedAt: hits[0]!.cachedAt, meta: { format: COMPRESSED_FORMAT, encoding } }, ttl))
        .catch(() => undefined)
        .finally(() => this.compressing.delete(key));
    }
    return compressing;
  }

  /** The dataset if it exists and the caller may query it; 404 and 403 otherwise. */
  async datasourceFor(datasetId: number, principal: Principal): Promise<LoadedDatasource> {
    const datasource = await loadDatasource(this.deps.db, datasetId);
    if (!datasource) throw new ChartDataError(404, 'The dataset could not be found.', ErrorType.FAILED_FETCHING_DATASOURCE_INFO_ERROR);
    if (!this.deps.canAccess(principal, datasource)) {
      throw new ChartDataError(403, datasetAccessDeniedMessage(datasource.dataset.table_name), ErrorType.DATASOURCE_SECURITY_ACCESS_ERROR);
    }
    return datasource;
  }

  /**
   * The dataset of a query context if the caller may run it: `datasourceFor`, and for an embedded
   * dashboard's guest, the context must be a granted chart's or native filter's query (else 403).
   */
  async authorize(context: QueryContext, principal: Principal): Promise<LoadedDatasource> {
    const datasource = await this.datasourceFor(context.datasource.id, principal);
    if (isGuest(principal)) await checkGuestQueryContext(this.deps.db, principal, context);
    return datasource;
  }

  async run(context: QueryContext, principal: Principal, options: RunContextOptions): Promise<{ datasource: LoadedDatasource; outcomes: QueryOutcome[] }> {
    const started = Date.now();
    const datasource = await this.authorize(context, principal);
    let spec: DatabaseEngineContribution;
    try {
      spec = this.deps.connections.specFor(datasource.database.sqlalchemy_uri);
    } catch (error) {
      throw toChartDataError(error, datasource);
    }
    const { hooks } = this.deps;
    const hookContext: ChartDataHookContext = {
      datasource: context.datasource,
      user: { username: principal.username, roles: Object.keys(principal.roles), ...(isGuest(principal) ? { isGuest: true } : {}) },
      engine: spec.engine,
      ...(context.form_data ? { formData: context.form_data } : {}),
    };
    const shaped = hooks.queryContext.call(context, hookContext);
    try {
      await hooks.beforeQuery.promise(shaped, hookContext);
    } catch (error) {
      if (error instanceof ChartDataError) throw error;
      throw new ChartDataError(403, error instanceof Error ? error.message : 'The query was refused.', ErrorType.QUERY_SECURITY_ACCESS_ERROR);
    }
    const rls = (await this.deps.rowLevelSecurity?.(principal, datasource)) ?? [];
    const outcomes: QueryOutcome[] = [];
    for (const query of shaped.queries) {
      const resultType = query.result_type ?? shaped.result_type ?? 'full';
      const hooked = hooks.queryObject.call(query, hookContext);
      outcomes.push(await this.runQuery(hooked, resultType, datasource, spec, rls, options, shaped.custom_cache_timeout, hookContext, principal));
    }
    // Logging and metrics only: a failing listener does not change the answer.
    await hooks.afterQuery
      .promise({ queryContext: shaped, queries: outcomes.map((outcome, i) => queryReport(outcome, shaped.queries[i]?.result_type ?? shaped.result_type ?? 'full')), durationMs: Date.now() - started }, hookContext)
      .catch(() => undefined);
    return { datasource, outcomes };
  }

  private async runQuery(
    query: QueryObject,
    resultType: string,
    datasource: LoadedDatasource,
    spec: DatabaseEngineContribution,
    rls: string[],
    options: RunContextOptions,
    customCacheTimeout: number | null | undefined,
    hookContext: ChartDataHookContext,
    principal: Principal,
  ): Promise<QueryOutcome> {
    if (resultType === 'timegrains') {
      return { kind: 'timegrains', grains: Object.entries(spec.timeGrains).map(([duration, fn]) => ({ name: GRAIN_NAMES[duration] ?? duration, duration, function: fn! })) };
    }
    if (resultType === 'columns') {
      return { kind: 'columns', columns: datasource.columns.map((c) => ({ column_name: c.column_name, verbose_name: null, dtype: c.type, is_dttm: c.is_dttm })) };
    }
    const effective = this.shapeForResultType(query, resultType, datasource);
    // Every result type compiles here, so no SQL a person wrote runs before the engine's parser accepted it.
    // The `sql` hook sees every statement that will run, after the checks (plugins are trusted code).
    const sqlHook = (sql: string) => this.deps.hooks.sql.call(sql, hookContext);
    const compile = (q: QueryObject) =>
      compileCheckedQuery({ query: q, datasource: compilerDatasource(datasource), spec, now: options.now, rowLevelSecurity: rls }, this.fragments).then(
        (compiled): CompiledQuery => ({ ...compiled, sql: sqlHook(compiled.sql), timeOffsets: compiled.timeOffsets.map((offset) => ({ ...offset, sql: sqlHook(offset.sql) })) }),
        (error: unknown) => {
          throw toChartDataError(error, datasource);
        },
      );
    let compiled = await compile(effective);
    if (resultType === 'query') return { kind: 'query', sql: compiled.sql };
    // A dashboard rollup that answers exactly runs instead of the table (engine/rollups, docs/rollups.md).
    compiled = (await this.deps.rollups?.answer({ query: effective, resultType, datasource, spec, rls, compiled, formData: hookContext.formData, now: options.now, sqlHook })) ?? compiled;
    // Read on every answer, cached or not, and only for readers of annotations.
    const annotationData =
      resultType === 'full' && hasPermission(principal, 'can_read', 'Annotation') ? await nativeAnnotationData(this.deps.db, query.annotation_layers, compiled.timeRange) : {};

    // Large results spend more time becoming JSON than being fetched: keep the finished payload too.
    let payloadKey: string | undefined;
    if (options.jsonPayloads && (resultType === 'full' || resultType === 'results')) {
      payloadKey = cacheKeyFor({
        sql: compiled.sql,
        rlsClauses: rls,
        datasourceVersion: datasource.version,
        resultType: `payload:${resultType}`,
        extra: { postProcessing: effective.post_processing ?? [], offsets: compiled.timeOffsets.map((o) => o.sql) },
      });
    }
    const cacheTimeout = customCacheTimeout ?? datasource.dataset.cache_timeout ?? datasource.database.cache_timeout ?? this.deps.config.cacheDefaultTimeoutSeconds;
    if (payloadKey && !options.force) {
      const hit = await this.deps.cache.get(payloadKey);
      const body = hit && hit.meta?.['format'] === PAYLOAD_FORMAT && typeof hit.payload !== 'string' ? storedResultBody(hit.payload, hit.cachedAt) : null;
      if (hit && body) return { kind: 'payload', bytes: hit.payload as Uint8Array, body, key: payloadKey, cachedAt: hit.cachedAt, cacheTimeout, annotationData };
    }

    const connection = await this.deps.connections.get(datasource.database).catch((error: unknown) => {
      throw toChartDataError(error, datasource);
    });
    const run = async (sql: string) => {
      const cacheKey = cacheKeyFor({ sql, rlsClauses: rls, datasourceVersion: datasource.version, resultType: 'raw' });
      try {
        const ran = await this.runner.run(connection, {
          sql,
          cacheKey,
          cacheTimeoutSeconds: cacheTimeout,
          force: options.force,
          timeoutMs: this.deps.config.webserverTimeoutSeconds * 1000,
          maxRows: this.deps.config.sqlMaxRow,
          signal: options.signal,
        });
        return { ...ran, cacheKey };
      } catch (error) {
        throw toChartDataError(error, datasource, this.deps.config.webserverTimeoutSeconds);
      }
    };

    const main = await run(compiled.sql);
    const labels = [...compiled.labels.columns, ...compiled.labels.metrics];
    let frame = toFrame(main.result, labels);
    for (const offset of compiled.timeOffsets) {
      const shifted = await run(offset.sql);
      const shiftedFrame = toFrame(shifted.result, [...offset.joinColumns, ...offset.metrics]);
      if (offset.xAxis) {
        const x = shiftedFrame.columns.indexOf(offset.xAxis);
        shiftedFrame.data[x] = shiftedFrame.data[x]!.map((v) => (typeof v === 'number' ? shiftTimestamp(v, offset.shift, 'revert') : v));
      }
      frame = joinTimeOffset(frame, shiftedFrame, { offset: offset.offset, joinColumns: offset.joinColumns, metrics: offset.metrics });
    }
    let totalCount: number | undefined;
    if (resultType === 'drill_detail') {
      const counted = await run((await compile({ ...effective, is_rowcount: true, row_limit: null, row_offset: 0 })).sql);
      totalCount = Number(counted.result.data[0]?.[0] ?? 0);
    }
    const rules = (effective.post_processing ?? []).filter((r): r is NonNullable<typeof r> => Boolean(r));
    if (rules.length > 0 && resultType !== 'samples' && resultType !== 'drill_detail') {
      try {
        frame = applyPostProcessing(frame, rules);
      } catch (error) {
        if (error instanceof PostProcessingError) throw new ChartDataError(400, error.message, ErrorType.GENERIC_BACKEND_ERROR);
        throw error;
      }
    }
    const engineTypes = new Map(main.result.columns.map((c, i) => [labels[i] ?? c.name, c.genericType ?? null]));
    const types = frame.columns.map((name, i) => engineTypes.get(name) ?? inferGenericType(frame.data[i] ?? []));
    return { kind: 'data', frame, types, compiled, cacheKey: main.cacheKey, isCached: main.isCached, cachedAt: main.cachedAt, cacheTimeout, totalCount, payloadKey, annotationData };
  }

  /** Samples and drill-to-detail read raw rows: every column, the query's filters, no aggregation. */
  private shapeForResultType(query: QueryObject, resultType: string, datasource: LoadedDatasource): QueryObject {
    if (resultType !== 'samples' && resultType !== 'drill_detail') return query;
    const limit = resultType === 'samples' ? this.deps.config.samplesRowLimit : Math.min(query.row_limit ?? this.deps.config.samplesRowLimit, this.deps.config.sqlMaxRow);
    return {
      // No `metrics` at all (not an empty list): the compiler then reads raw rows without GROUP BY.
      columns: datasource.columns.map((c) => c.column_name),
      filters: query.filters ?? [],
      extras: { where: query.extras?.where },
      time_range: query.time_range,
      granularity: query.granularity,
      row_limit: resultType === 'samples' ? Math.min(query.row_limit ?? limit, limit) : limit,
      row_offset: resultType === 'drill_detail' ? query.row_offset ?? 0 : 0,
      orderby: [],
    };
  }
}
