import type { ParseSqlExpression, SqlExpressionParse, SqlExpressionTree } from '../../query/model/sql-expression-tree.js';

/** What `node-sql-parser`'s `parse()` answers (only the parts read here). */
interface NodeSqlParserResult {
  ast: unknown;
  tableList: readonly string[];
}

interface NodeSqlParser {
  parse(sql: string, options: { database: string }): NodeSqlParserResult;
}

/** One dialect's knowledge, for {@link nodeSqlParserExpressions}. */
export interface NodeSqlParserDialect {
  /** Loads the dialect's build of the package, e.g. `() => import('node-sql-parser/build/postgresql.js')`. */
  load: () => Promise<unknown>;
  /** The package's name for the dialect (`PostgresQL`, `MySQL`, `SQLite`). */
  database: string;
  /**
   * Text the engine may read differently from the parser (quoting or comment rules that depend
   * on server settings or that the grammar does not know): what it is, or null when there is none.
   */
  ambiguity: (sql: string) => string | null;
  /** Whether a lower-case function name reaches outside the query's rows (files, settings, sleep …). */
  isUnsafeFunction: (name: string) => boolean;
  /** `"x"` names a column (PostgreSQL, SQLite) rather than being a string (MySQL). */
  doubleQuotedNames: boolean;
}

type Node = Record<string, unknown>;

/** Node types that are a query of their own wherever they appear. */
const QUERY_TYPES: ReadonlySet<string> = new Set(['select', 'union', 'values', 'with', 'table']);
/** "Functions" the parser makes of query syntax it does not know (`(VALUES (1))` reads as a call to VALUES). */
const QUERY_CALLS: ReadonlySet<string> = new Set(['values', 'select', 'table', 'lateral', 'exists']);
/** String literal types: in a column reference they mean the parser took a string for a name. */
const STRING_TYPES: ReadonlySet<string> = new Set(['single_quote_string', 'natural_string', 'hex_string', 'full_hex_string', 'bit_string', 'regex_string']);
/** Identifier quotes (PostgreSQL's `"x"`, MySQL's `` `x` ``) inside a column reference. */
const NAME_TYPES: ReadonlySet<string> = new Set(['default', 'double_quote_string', 'backticks_quote_string']);
const IGNORED_KEYS: ReadonlySet<string> = new Set(['type', 'loc']);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON of a node without source locations, for comparing shapes. */
function shape(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => (key === 'loc' ? undefined : v));
}

function without(node: Node, key: string): Node {
  const { [key]: _dropped, ...rest } = node;
  return rest;
}

function nameText(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isNode(value)) return nameText(value['value'] ?? (isNode(value['expr']) ? value['expr'] : null));
  return null;
}

const COLUMN_KEYS: ReadonlySet<string> = new Set([...IGNORED_KEYS, 'column', 'table', 'schema', 'db']);
const CALL_KEYS: ReadonlySet<string> = new Set([...IGNORED_KEYS, 'name']);

function withOperands(head: SqlExpressionTree, operands: SqlExpressionTree[]): SqlExpressionTree {
  return operands.length === 0 ? head : { kind: 'operation', operands: [head, ...operands] };
}

/** Reads parser nodes into trees; unknown node types are walked through, so nothing nested is missed. */
function treeReader({ isUnsafeFunction, doubleQuotedNames }: NodeSqlParserDialect): (value: unknown) => SqlExpressionTree {
  const children = (node: Node, skip: ReadonlySet<string> = IGNORED_KEYS): SqlExpressionTree[] =>
    Object.entries(node)
      .filter(([key, value]) => !skip.has(key) && typeof value === 'object' && value !== null)
      .map(([, value]) => toTree(value));

  const columnRef = (node: Node): SqlExpressionTree => {
    const column = node['column'];
    const inner = isNode(column) && isNode(column['expr']) ? column['expr'] : null;
    const innerType = inner && typeof inner['type'] === 'string' ? inner['type'] : '';
    if (inner && STRING_TYPES.has(innerType)) return { kind: 'literal' };
    if (inner && !NAME_TYPES.has(innerType)) return withOperands(toTree(inner), children(node, COLUMN_KEYS));
    const name = inner ? nameText(inner) : nameText(column);
    const qualifier = [node['db'], node['schema'], node['table']].map(nameText).filter((part): part is string => part !== null && part !== '');
    const head: SqlExpressionTree = name === '*' ? { kind: 'star', qualifier } : { kind: 'column', path: [...qualifier, name ?? ''] };
    return withOperands(head, children(node, COLUMN_KEYS));
  };

  const call = (node: Node): SqlExpressionTree => {
    const raw = node['name'];
    const parts = isNode(raw) && Array.isArray(raw['name']) ? raw['name'].map(nameText) : [nameText(raw)];
    const name = (parts[parts.length - 1] ?? '').toLowerCase();
    if (QUERY_CALLS.has(name)) return { kind: 'subquery' };
    return { kind: 'function', name, unsafe: isUnsafeFunction(name), args: children(node, CALL_KEYS) };
  };

  const toTree = (value: unknown): SqlExpressionTree => {
    if (Array.isArray(value)) return { kind: 'operation', operands: value.filter((v) => typeof v === 'object' && v !== null).map(toTree) };
    if (!isNode(value)) return { kind: 'literal' };
    // A nested query comes back as `{ ast, tableList, columnList }`.
    if ('ast' in value || 'tableList' in value) return { kind: 'subquery' };
    const type = typeof value['type'] === 'string' ? value['type'] : '';
    if (QUERY_TYPES.has(type)) return { kind: 'subquery' };
    if (type === 'column_ref') return columnRef(value);
    if (type === 'function' || type === 'aggr_func') return call(value);
    if (type === 'var') return { kind: 'variable', text: `${nameText(value['prefix']) ?? ''}${nameText(value['name']) ?? ''}` };
    if (type === 'star') return { kind: 'star', qualifier: [] };
    if (type === 'double_quote_string' && doubleQuotedNames) return { kind: 'column', path: [nameText(value) ?? ''] };
    const operands = children(value);
    return operands.length === 0 ? { kind: 'literal' } : { kind: 'operation', operands };
  };
  return toTree;
}

/**
 * Reads the parser's answer for `SELECT <fragment> FROM <source>`: refused when the text made
 * more than one statement, or anything beyond one unaliased column (a clause, a second column, a
 * comment that swallowed the FROM), or named a table besides the source.
 */
function expressionOf(parsed: NodeSqlParserResult, baseline: NodeSqlParserResult, dialect: NodeSqlParserDialect): SqlExpressionParse {
  if (Array.isArray(parsed.ast) && parsed.ast.length !== 1) return { ok: false, problem: { reason: 'statements' } };
  const root = Array.isArray(parsed.ast) ? parsed.ast[0] : parsed.ast;
  const base = Array.isArray(baseline.ast) ? baseline.ast[0] : baseline.ast;
  if (!isNode(root) || !isNode(base) || root['type'] !== 'select') return { ok: false, problem: { reason: 'not-an-expression' } };
  const columns = root['columns'];
  const baseColumns = base['columns'];
  if (!Array.isArray(columns) || columns.length !== 1 || !Array.isArray(baseColumns) || !isNode(columns[0]) || !isNode(baseColumns[0])) {
    return { ok: false, problem: { reason: 'not-an-expression' } };
  }
  const sameStatement = shape(without(root, 'columns')) === shape(without(base, 'columns'));
  const sameColumn = shape(without(columns[0], 'expr')) === shape(without(baseColumns[0], 'expr'));
  if (!sameStatement || !sameColumn) return { ok: false, problem: { reason: 'not-an-expression' } };
  const tree = treeReader(dialect)(columns[0]['expr']);
  // The parser lists every table the text reads: one more than the source is a query inside.
  const readsOtherTables = shape([...parsed.tableList].sort()) !== shape([...baseline.tableList].sort());
  return { ok: true, tree: readsOtherTables ? { kind: 'operation', operands: [tree, { kind: 'subquery' }] } : tree };
}

/**
 * The parser's complaint in a line: `node-sql-parser` lists every token it expected, which
 * helps nobody; the token it found is what the analyst needs to fix.
 */
function syntaxDetail(error: unknown): string {
  const found = typeof error === 'object' && error !== null && 'found' in error ? (error as { found: unknown }).found : undefined;
  if (found === null) return 'the expression ends too early';
  if (typeof found === 'string') return `syntax error at or near "${found}"`;
  return error instanceof Error ? error.message : String(error);
}

/** The table a fragment is wrapped around: `SELECT <fragment> FROM tessera_fragment_source`. */
const SOURCE = 'tessera_fragment_source';

/**
 * A {@link ParseSqlExpression} over `node-sql-parser`'s grammar for one dialect, for the engines
 * without a parser of their own to ask. The dialect's build is loaded on first use (the package
 * is large); text the engine might read differently is refused before parsing.
 *
 * @example
 * ```ts
 * export const parsePostgresExpression = nodeSqlParserExpressions({
 *   load: () => import('node-sql-parser/build/postgresql.js'),
 *   database: 'PostgresQL',
 *   ambiguity: (sql) => (sql.includes('\\') ? 'backslashes' : null),
 *   isUnsafeFunction: (name) => name.startsWith('pg_read_'),
 *   doubleQuotedNames: true,
 * });
 * await parsePostgresExpression('SUM(num)');
 * // { ok: true, tree: { kind: 'function', name: 'sum', unsafe: false, args: [{ kind: 'column', path: ['num'] }] } }
 * ```
 */
export function nodeSqlParserExpressions(dialect: NodeSqlParserDialect): ParseSqlExpression {
  let loaded: Promise<{ parser: NodeSqlParser; baseline: NodeSqlParserResult }> | undefined;
  const options = { database: dialect.database };
  const load = () => {
    loaded ??= dialect.load().then((module) => {
      const exports = module as { Parser?: new () => NodeSqlParser; default?: { Parser?: new () => NodeSqlParser } };
      const Parser = exports.Parser ?? exports.default?.Parser;
      if (!Parser) throw new Error(`node-sql-parser has no parser for ${dialect.database}`);
      const parser = new Parser();
      return { parser, baseline: parser.parse(`SELECT 1 FROM ${SOURCE}`, options) };
    });
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  return async (sql) => {
    const detail = dialect.ambiguity(sql);
    if (detail) return { ok: false, problem: { reason: 'ambiguous', detail } };
    const { parser, baseline } = await load();
    let parsed: NodeSqlParserResult;
    try {
      parsed = parser.parse(`SELECT ${sql} FROM ${SOURCE}`, options);
    } catch (error) {
      return { ok: false, problem: { reason: 'syntax', detail: syntaxDetail(error) } };
    }
    return expressionOf(parsed, baseline, dialect);
  };
}
