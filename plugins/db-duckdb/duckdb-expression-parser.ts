import type { ParseSqlExpression, SqlExpressionParse, SqlExpressionTree } from '@core/plugin-api/index.js';
import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';

/** The table a fragment is wrapped around: `SELECT <fragment> FROM tessera_fragment_source`. */
const SOURCE = 'tessera_fragment_source';

/**
 * Built-in scalar functions that reach outside the query's rows: settings, session variables,
 * sequences (which also change state), the random seed, sleeping. Table functions (files, globs,
 * catalogs, `query()`) only work in a FROM, which a fragment may not have.
 */
const UNSAFE_FUNCTIONS: ReadonlySet<string> = new Set([
  'current_setting', 'getvariable', 'getenv', 'nextval', 'currval', 'setseed', 'sleep_ms', 'pg_sleep', 'current_query', 'json_execute_serialized_sql',
]);

/**
 * A private in-memory DuckDB used only to parse: no file or network access, no extensions, its
 * configuration locked. It holds no data, so even a statement that escaped parsing reads nothing.
 */
interface ParserInstance {
  connection: DuckDBConnection;
  /** `json_serialize_sql($1)`, prepared once: preparing it for every fragment doubled a parse's time. */
  serializer: DuckDBPreparedStatement;
  /** Lower-case names of the scalar, aggregate and macro functions DuckDB itself defines. */
  builtins: ReadonlySet<string>;
  /** The parse tree of `SELECT 1 FROM <source>`, whose shape every fragment must keep. */
  baseline: ParsedStatement;
}

type Json = Record<string, unknown>;
interface ParsedStatement {
  node: Json;
}

let instance: Promise<ParserInstance> | undefined;
/** One parse at a time on the one connection. */
let queue: Promise<unknown> = Promise.resolve();

async function openParser(): Promise<ParserInstance> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const db = await DuckDBInstance.create(':memory:', {
    enable_external_access: 'false',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    allow_community_extensions: 'false',
    threads: '1',
    lock_configuration: 'true',
  });
  const connection = await db.connect();
  const functions = await connection.runAndReadAll("SELECT DISTINCT lower(function_name) FROM duckdb_functions() WHERE function_type IN ('scalar', 'aggregate', 'macro')");
  const builtins = new Set(functions.getRows().map((row) => String(row[0])));
  const serializer = await connection.prepare('SELECT json_serialize_sql($1::VARCHAR)');
  const baseline = await serialize(serializer, `SELECT 1 FROM ${SOURCE}`);
  if (baseline.error === true || !Array.isArray(baseline.statements)) throw new Error('DuckDB could not parse its own baseline query');
  return { connection, serializer, builtins, baseline: baseline.statements[0] as ParsedStatement };
}

/** Callers take turns (the parse queue): a binding holds until its run has read the answer. */
async function serialize(serializer: DuckDBPreparedStatement, sql: string): Promise<Json> {
  serializer.bindVarchar(1, sql);
  const reader = await serializer.runAndReadAll();
  return JSON.parse(String(reader.getRows()[0]?.[0])) as Json;
}

function parser(): Promise<ParserInstance> {
  instance ??= openParser().catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return instance;
}

/** JSON of a parse node without source positions, which differ between any two texts. */
function shape(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => (key === 'query_location' ? undefined : v));
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys that hold no sub-expression (names, types, positions). */
const SKIPPED: ReadonlySet<string> = new Set(['class', 'type', 'alias', 'query_location', 'function_name', 'schema', 'catalog', 'cast_type', 'column_names']);

function treeReader(builtins: ReadonlySet<string>): (value: unknown) => SqlExpressionTree {
  const children = (node: Json): SqlExpressionTree[] =>
    Object.entries(node)
      .filter(([key, value]) => !SKIPPED.has(key) && typeof value === 'object' && value !== null)
      .map(([, value]) => toTree(value));

  const lambdaParams = (lhs: unknown): string[] => {
    if (!isJson(lhs)) return [];
    if (lhs['class'] === 'COLUMN_REF' && Array.isArray(lhs['column_names'])) return lhs['column_names'].map(String);
    return Array.isArray(lhs['children']) ? lhs['children'].flatMap(lambdaParams) : [];
  };

  const toTree = (value: unknown): SqlExpressionTree => {
    if (Array.isArray(value)) return { kind: 'operation', operands: value.map(toTree) };
    if (!isJson(value)) return { kind: 'literal' };
    // A query node anywhere (a subquery's body, a FROM) makes the fragment a query of its own.
    if ('select_list' in value || 'from_table' in value || value['type'] === 'SELECT_NODE') return { kind: 'subquery' };
    switch (value['class']) {
      case 'SUBQUERY':
        return { kind: 'subquery' };
      case 'COLUMN_REF':
        return { kind: 'column', path: Array.isArray(value['column_names']) ? value['column_names'].map(String) : [] };
      case 'POSITIONAL_REFERENCE':
        return { kind: 'column', path: [`#${String(value['index'])}`] };
      case 'CONSTANT':
        return { kind: 'literal' };
      case 'PARAMETER':
        return { kind: 'variable', text: `$${String(value['identifier'])}` };
      case 'LAMBDA':
        return { kind: 'lambda', params: lambdaParams(value['lhs']), body: [toTree(value['expr'])] };
      case 'STAR': {
        const relation = typeof value['relation_name'] === 'string' && value['relation_name'] !== '' ? [value['relation_name']] : [];
        const star: SqlExpressionTree = { kind: 'star', qualifier: relation };
        const rest = children(value);
        return rest.length === 0 ? star : { kind: 'operation', operands: [star, ...rest] };
      }
      case 'FUNCTION':
      case 'WINDOW': {
        const name = String(value['function_name']).toLowerCase();
        // DuckDB's own functions live in `system.main` (the parser writes that into calls it generates).
        const elsewhere = !['', 'system'].includes(String(value['catalog'] ?? '')) || !['', 'main'].includes(String(value['schema'] ?? ''));
        // Anything DuckDB does not define itself (a macro of the database) may run any query.
        const unsafe = elsewhere || UNSAFE_FUNCTIONS.has(name) || !builtins.has(name);
        return { kind: 'function', name, unsafe, args: children(value) };
      }
      default: {
        const operands = children(value);
        return operands.length === 0 ? { kind: 'literal' } : { kind: 'operation', operands };
      }
    }
  };
  return toTree;
}

function expressionOf(parsed: Json, engine: ParserInstance): SqlExpressionParse {
  if (parsed.error === true) return { ok: false, problem: { reason: 'syntax', detail: String(parsed.error_message ?? 'syntax error') } };
  const statements = Array.isArray(parsed.statements) ? (parsed.statements as ParsedStatement[]) : [];
  if (statements.length !== 1) return { ok: false, problem: { reason: 'statements' } };
  const [statement] = statements as [ParsedStatement];
  const selectList = statement.node['select_list'];
  const { select_list: _selected, ...rest } = statement.node;
  const { select_list: baseList, ...baseRest } = engine.baseline.node;
  const item = Array.isArray(selectList) && selectList.length === 1 ? selectList[0] : undefined;
  // Parameters are listed beside the statement too; the walk reports them by name.
  const sameStatement = shape({ ...statement, node: rest, named_param_map: [] }) === shape({ ...engine.baseline, node: baseRest, named_param_map: [] });
  const baseItem = Array.isArray(baseList) ? (baseList[0] as Json) : {};
  if (!sameStatement || !isJson(item) || item['alias'] !== baseItem['alias']) return { ok: false, problem: { reason: 'not-an-expression' } };
  return { ok: true, tree: treeReader(engine.builtins)(item) };
}

/**
 * DuckDB's own parser, through `json_serialize_sql`: the fragment is read exactly as the engine
 * will read it, FROM-first queries, lambdas and all.
 */
export const parseDuckDbExpression: ParseSqlExpression = async (sql) => {
  const engine = await parser();
  const run = queue.then(() => serialize(engine.serializer, `SELECT ${sql} FROM ${SOURCE}`));
  queue = run.catch(() => undefined);
  return expressionOf(await run, engine);
};
