import { describe, expect, it } from 'vitest';
import type { SqlExpressionParse, SqlExpressionTree } from '../model/sql-expression-tree.js';
import { checkSqlExpression, type SqlExpressionScope } from './check-sql-expression.js';

const column = (...path: string[]): SqlExpressionTree => ({ kind: 'column', path });
const call = (name: string, args: SqlExpressionTree[], unsafe = false): SqlExpressionTree => ({ kind: 'function', name, unsafe, args });
const parsed = (tree: SqlExpressionTree): SqlExpressionParse => ({ ok: true, tree });
const SCOPE: SqlExpressionScope = { columns: ['num', 'State', 'tags'], table: 'birth_names' };

function message(parse: SqlExpressionParse, scope: Partial<SqlExpressionScope> = {}): string | null {
  return checkSqlExpression(parse, { ...SCOPE, ...scope })?.message ?? null;
}

describe('checkSqlExpression', () => {
  it("accepts an expression over the dataset's columns, in any case, qualified by its own table, or a struct's field", () => {
    expect(message(parsed(call('sum', [column('NUM')])))).toBeNull();
    expect(message(parsed({ kind: 'operation', operands: [column('birth_names', 'num'), column('state'), column('tags', 'first')] }))).toBeNull();
  });

  it('binds lambda parameters only inside their body', () => {
    const lambda: SqlExpressionTree = { kind: 'lambda', params: ['x'], body: [{ kind: 'operation', operands: [column('x'), column('num')] }] };
    expect(message(parsed(call('list_transform', [column('tags'), lambda])))).toBeNull();
    expect(message(parsed({ kind: 'operation', operands: [call('list_transform', [column('tags'), lambda]), column('x')] }))).toMatch(/columns: x\.$/);
  });

  it('lists every unknown or foreign name', () => {
    expect(message(parsed({ kind: 'operation', operands: [column('flights', 'distance'), column('secret'), { kind: 'star', qualifier: ['flights'] }] }))).toBe(
      "Custom SQL may only refer to the dataset's columns: flights.distance, secret, flights.*.",
    );
    expect(message(parsed(column('count')), { names: ['count'] })).toBeNull();
  });

  it('reports sub-queries before anything else, then unsafe functions, then variables', () => {
    const all: SqlExpressionTree = { kind: 'operation', operands: [column('secret'), { kind: 'variable', text: '@@version' }, call('getenv', [], true), { kind: 'subquery' }] };
    expect(checkSqlExpression(parsed(all), SCOPE)).toEqual({ message: 'Custom SQL may not contain subqueries.', errorType: 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR' });
    expect(checkSqlExpression(parsed({ kind: 'operation', operands: [column('secret'), { kind: 'variable', text: '$1' }, call('getenv', [], true)] }), { ...SCOPE, subject: 'The clause' })).toEqual({
      message: 'The clause may not call getenv.',
      errorType: 'QUERY_SECURITY_ACCESS_ERROR',
    });
    expect(message(parsed({ kind: 'variable', text: '$1' }))).toBe('Custom SQL may not use bind parameters or session variables: $1.');
  });

  it("turns the parser's problems into messages", () => {
    expect(message({ ok: false, problem: { reason: 'syntax', detail: 'syntax error at or near "FROM"' } })).toBe('Custom SQL is not valid SQL: syntax error at or near "FROM".');
    expect(message({ ok: false, problem: { reason: 'statements' } })).toBe('Custom SQL may not contain more than one statement.');
    expect(message({ ok: false, problem: { reason: 'not-an-expression' } })).toMatch(/must be a single expression/);
    expect(message({ ok: false, problem: { reason: 'ambiguous', detail: 'executable comments (/*! … */)' } })).toBe('Custom SQL may not contain executable comments (/*! … */).');
  });

  it('lets trusted SQL hold sub-queries and any name, but not a second statement', () => {
    expect(message(parsed({ kind: 'operation', operands: [column('secret'), { kind: 'subquery' }] }), { trusted: true })).toBeNull();
    expect(message({ ok: false, problem: { reason: 'statements' } }, { trusted: true })).toMatch(/more than one statement/);
  });
});
