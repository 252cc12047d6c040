import { significantTokens, tokenizeSql, type SqlReading } from '@core/plugin-api/index.js';

/**
 * What capped a SQL Lab result (Superset's `LimitingFactor`): the query's own `LIMIT`, the
 * editor's row-limit dropdown, both (equal), nothing (all rows came back), or not known yet.
 */
export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

/** The row limit a run uses and what will have capped it if the result is cut there. */
export interface LimitPlan {
  limit: number;
  limitingFactor: Exclude<LimitingFactor, 'NOT_LIMITED' | 'UNKNOWN'>;
}

/** Where the row count of a trailing `LIMIT n` sits in the statement. */
interface LimitCount {
  value: number;
  start: number;
  end: number;
}

/** The row count of a top-level trailing `LIMIT n`, `LIMIT n OFFSET m` or `LIMIT m, n`; null when there is none. */
export function trailingLimit(statement: string, reading: SqlReading): LimitCount | null {
  const tokens = significantTokens(tokenizeSql(statement, reading));
  const at = (fromEnd: number) => ({ token: tokens[tokens.length - fromEnd] });
  const keyword = (fromEnd: number, word: string) => {
    const { token } = at(fromEnd);
    return token?.kind === 'word' && token.depth === 0 && token.text.toUpperCase() === word;
  };
  const integer = (fromEnd: number) => {
    const { token } = at(fromEnd);
    return token?.kind === 'number' && /^[0-9]+$/.test(token.text) ? token : undefined;
  };
  const countAt = (fromEnd: number): LimitCount | null => {
    const token = integer(fromEnd);
    return token ? { value: Number(token.text), start: token.start, end: token.start + token.text.length } : null;
  };
  if (keyword(2, 'LIMIT') && integer(1)) return countAt(1);
  if (keyword(4, 'LIMIT') && integer(3) && keyword(2, 'OFFSET') && integer(1)) return countAt(3);
  const comma = at(2).token;
  if (reading.dialect.limitCommaOffset) {
    if (keyword(4, 'LIMIT') && integer(3) && comma?.kind === 'punctuation' && comma.text === ',' && integer(1)) return countAt(1);
  }
  return null;
}

/**
 * Superset's rule for the limit of a run: the smaller of the query's own `LIMIT` and the
 * dropdown's, remembering which one it was (both when equal).
 *
 * @example
 * ```ts
 * planLimit(5, 1000);    // { limit: 5, limitingFactor: 'QUERY' }
 * planLimit(null, 1000); // { limit: 1000, limitingFactor: 'DROPDOWN' }
 * ```
 */
export function planLimit(queryLimit: number | null, dropdownLimit: number): LimitPlan {
  if (queryLimit === null || queryLimit > dropdownLimit) return { limit: dropdownLimit, limitingFactor: 'DROPDOWN' };
  if (queryLimit < dropdownLimit) return { limit: queryLimit, limitingFactor: 'QUERY' };
  return { limit: queryLimit, limitingFactor: 'QUERY_AND_DROPDOWN' };
}

/**
 * The statement set to return at most `rows` rows: a trailing `LIMIT n` has its count replaced
 * (raised too, so one row past the limit shows the result was cut), anything else goes through
 * the engine spec's `applyLimit`.
 */
export function withRowLimit(statement: string, rows: number, reading: SqlReading, applyLimit: (sql: string, limit: number) => string): string {
  const count = trailingLimit(statement, reading);
  if (count) return `${statement.slice(0, count.start)}${rows}${statement.slice(count.end)}`;
  return applyLimit(statement, rows);
}
