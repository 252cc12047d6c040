import { ErrorType } from '../../errors/index.js';
import type { SqlExpressionParse, SqlExpressionProblem, SqlExpressionTree } from '../model/sql-expression-tree.js';
import type { SqlGuardViolation } from './sql-guard-violation.js';

/** What a fragment may refer to, and how messages name it. */
export interface SqlExpressionScope {
  /** The dataset's column names. */
  columns: readonly string[];
  /** More names the fragment may use: the query's metric labels and saved metric names, in HAVING and ORDER BY. */
  names?: readonly string[];
  /** The dataset's table, which may qualify its columns (`birth_names.num`); null for a virtual dataset. */
  table?: string | null;
  /**
   * SQL an administrator wrote (a row-level-security clause): it must still be one expression,
   * but may hold sub-queries, any name and any function.
   */
  trusted?: boolean;
  /** How the message names the fragment; default `Custom SQL`. */
  subject?: string;
}

/** What a walk over the tree found. */
interface Findings {
  subquery: boolean;
  unsafe: string[];
  variables: string[];
  unknown: string[];
}

const invalid = (message: string): SqlGuardViolation => ({ message, errorType: ErrorType.INVALID_SQL_ERROR });

function problemViolation(problem: SqlExpressionProblem, subject: string): SqlGuardViolation {
  switch (problem.reason) {
    case 'syntax':
      return invalid(`${subject} is not valid SQL: ${problem.detail}.`);
    case 'statements':
      return invalid(`${subject} may not contain more than one statement.`);
    case 'not-an-expression':
      return invalid(`${subject} must be a single expression (no alias, second column, clause or comment running to the end).`);
    case 'ambiguous':
      return invalid(`${subject} may not contain ${problem.detail}.`);
  }
}

/** Case-insensitive: engines fold or ignore case differently, and a name of the dataset is never another table's. */
const fold = (name: string) => name.toLowerCase();

function walk(tree: SqlExpressionTree, bound: ReadonlySet<string>, known: ReadonlySet<string>, table: string | null, found: Findings): void {
  switch (tree.kind) {
    case 'subquery':
      found.subquery = true;
      return;
    case 'variable':
      found.variables.push(tree.text);
      return;
    case 'column': {
      const [first = '', second] = tree.path.map(fold);
      // `col`, `col.field` (a struct's field), `table.col` for the dataset's own table.
      const ok = bound.has(first) || known.has(first) || (tree.path.length === 2 && table !== null && first === table && second !== undefined && known.has(second));
      if (!ok) found.unknown.push(tree.path.join('.'));
      return;
    }
    case 'star':
      if (tree.qualifier.length > 0 && !(tree.qualifier.length === 1 && fold(tree.qualifier[0]!) === table)) found.unknown.push(`${tree.qualifier.join('.')}.*`);
      return;
    case 'function':
      if (tree.unsafe) found.unsafe.push(tree.name);
      for (const arg of tree.args) walk(arg, bound, known, table, found);
      return;
    case 'lambda': {
      const inner = new Set([...bound, ...tree.params.map(fold)]);
      for (const part of tree.body) walk(part, inner, known, table, found);
      return;
    }
    case 'operation':
      for (const operand of tree.operands) walk(operand, bound, known, table, found);
      return;
    case 'literal':
      return;
  }
}

/**
 * Tessera's rule for SQL fragments, applied to what the engine's parser read
 * (`DatabaseEngineContribution.parseSqlExpression`): one expression over the dataset's own
 * columns. Refused: text that is not one expression, sub-queries of any form (a way to read
 * tables the dataset does not expose), functions the engine marks unsafe, bind parameters and
 * session variables, and names that are not the dataset's columns (or, where given, metric
 * names). Returns the first problem in that order, or null.
 *
 * @example
 * ```ts
 * const parsed = await duckdbEngine.parseSqlExpression!('EXISTS (FROM flights)');
 * checkSqlExpression(parsed, { columns: ['num', 'state'] })?.message; // 'Custom SQL may not contain subqueries.'
 * ```
 */
export function checkSqlExpression(parse: SqlExpressionParse, scope: SqlExpressionScope): SqlGuardViolation | null {
  const subject = scope.subject ?? 'Custom SQL';
  if (!parse.ok) return problemViolation(parse.problem, subject);
  if (scope.trusted) return null;
  const found: Findings = { subquery: false, unsafe: [], variables: [], unknown: [] };
  const known = new Set([...scope.columns, ...(scope.names ?? [])].map(fold));
  walk(parse.tree, new Set(), known, scope.table ? fold(scope.table) : null, found);
  if (found.subquery) return { message: `${subject} may not contain subqueries.`, errorType: ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR };
  if (found.unsafe.length > 0) return { message: `${subject} may not call ${[...new Set(found.unsafe)].join(', ')}.`, errorType: ErrorType.QUERY_SECURITY_ACCESS_ERROR };
  if (found.variables.length > 0) {
    return { message: `${subject} may not use bind parameters or session variables: ${[...new Set(found.variables)].join(', ')}.`, errorType: ErrorType.QUERY_SECURITY_ACCESS_ERROR };
  }
  if (found.unknown.length > 0) {
    return { message: `${subject} may only refer to the dataset's columns: ${[...new Set(found.unknown)].join(', ')}.`, errorType: ErrorType.COLUMN_DOES_NOT_EXIST_ERROR };
  }
  return null;
}
