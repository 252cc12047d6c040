import { ErrorType } from '@core/errors/index.js';
import { checkSelectStatement } from '@core/query/adhoc-sql-guard/index.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';

/** The FROM source of the dataset: its quoted table, or its SQL as `(…) AS virtual_table`. */
export function fromClause(ctx: CompileContext): string {
  const { datasource, spec } = ctx;
  if (datasource.sql !== null && datasource.sql.trim() !== '') {
    const checked = checkSelectStatement(datasource.sql, { dialects: [spec.sqlDialect] });
    if (!checked.ok) throw new CompileError(checked.violation.message, checked.violation.errorType);
    // On lines of their own so a trailing line comment in the dataset SQL cannot reach our text.
    return `(\n${checked.sql}\n) AS ${ctx.quote('virtual_table')}`;
  }
  if (!datasource.tableName) throw new CompileError('The dataset has no table name', ErrorType.TABLE_NOT_FOUND_ERROR);
  const parts = [datasource.tableName];
  if (datasource.schema) parts.unshift(datasource.schema);
  if (datasource.catalog && spec.supportsCatalog) parts.unshift(datasource.catalog);
  return parts.map((p) => ctx.quote(p)).join('.');
}
