/**
 * One node of a SQL expression as an engine's parser read it, reduced to what every engine
 * shares and what Tessera's rules for custom SQL look at: which columns it names, which
 * functions it calls, and whether it holds anything that is not an expression over one row set.
 */
export type SqlExpressionTree =
  /** A column reference as written, split on dots: `num` → `['num']`, `t.num` → `['t', 'num']`. */
  | { kind: 'column'; path: readonly string[] }
  /**
   * A function or aggregate call. `unsafe` when the engine knows the function reaches outside
   * the query's rows: files, the network, settings, the environment, sleeping, sequences.
   */
  | { kind: 'function'; name: string; unsafe: boolean; args: readonly SqlExpressionTree[] }
  /** A lambda (`x -> x + 1`): its parameters are names only inside `body`. */
  | { kind: 'lambda'; params: readonly string[]; body: readonly SqlExpressionTree[] }
  /** A query inside the expression: `(SELECT …)`, `EXISTS (…)`, `IN (FROM …)`, `ARRAY(…)`, `(VALUES …)`. */
  | { kind: 'subquery' }
  /** A `*` list, bare (`COLUMNS(*)`) or qualified (`t.*`). */
  | { kind: 'star'; qualifier: readonly string[] }
  /** A bind parameter (`$1`, `?`) or a session variable (`@x`, `@@version`, `@x := 1`). */
  | { kind: 'variable'; text: string }
  /** A constant. */
  | { kind: 'literal' }
  /** Anything else that combines expressions: operators, CASE, CAST, IN lists, windows … */
  | { kind: 'operation'; operands: readonly SqlExpressionTree[] };

/** Why a text is not one SQL expression, as the engine's parser sees it. */
export type SqlExpressionProblem =
  /** The parser refused the text; `detail` is its message. */
  | { reason: 'syntax'; detail: string }
  /** More than one statement (a `;` that the parser accepted). */
  | { reason: 'statements' }
  /** Valid SQL, but not a single expression: an alias, a second column, a clause of its own. */
  | { reason: 'not-an-expression' }
  /**
   * Text the engine and the parser may read differently (a backslash whose meaning depends on a
   * server setting, a comment the server executes …); `detail` names it, e.g. `executable comments (/*! … *\/)`.
   */
  | { reason: 'ambiguous'; detail: string };

/** What {@link ParseSqlExpression} answers: the expression's tree, or why there is none. */
export type SqlExpressionParse = { ok: true; tree: SqlExpressionTree } | { ok: false; problem: SqlExpressionProblem };

/**
 * Parses one SQL expression (an adhoc metric, a WHERE clause, a computed column) with the
 * engine's own parser where it has one, or a maintained parser for its dialect, exactly as the
 * engine will read it inside `SELECT <expression> FROM <dataset>`. Pure: no database is read.
 *
 * @example
 * ```ts
 * const parsed = await duckdbEngine.parseSqlExpression!('EXISTS (FROM flights)');
 * // { ok: true, tree: { kind: 'subquery' } }
 * const sum = await duckdbEngine.parseSqlExpression!('SUM(num)');
 * // { ok: true, tree: { kind: 'function', name: 'sum', unsafe: false, args: [{ kind: 'column', path: ['num'] }] } }
 * ```
 */
export type ParseSqlExpression = (sql: string) => Promise<SqlExpressionParse>;
