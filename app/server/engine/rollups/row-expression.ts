/**
 * A conservative reading of small SQL expressions (saved metrics' arguments, row-level-security
 * clauses): an expression is a *row expression* when it is built only from column names,
 * literals, operators and a short list of deterministic scalar functions and keywords. Such an
 * expression gives the same value for every row that agrees on the columns it names, which is
 * what lets a pre-aggregate answer a query exactly. Anything else (sub-queries, aggregates,
 * window functions, `now()`, `random()`, unknown functions) is refused: the caller reads the table.
 */

/** Words a row expression may use besides column names. */
const KEYWORDS: ReadonlySet<string> = new Set([
  'and', 'or', 'not', 'is', 'null', 'true', 'false', 'in', 'like', 'ilike', 'between', 'case', 'when', 'then', 'else', 'end', 'as',
  'boolean', 'integer', 'int', 'bigint', 'smallint', 'tinyint', 'hugeint', 'double', 'float', 'real', 'decimal', 'numeric', 'varchar', 'text', 'date', 'timestamp',
]);

/** Deterministic scalar functions a row expression may call. */
const FUNCTIONS: ReadonlySet<string> = new Set([
  'cast', 'coalesce', 'nullif', 'abs', 'round', 'floor', 'ceil', 'ceiling', 'greatest', 'least', 'lower', 'upper', 'length', 'trim', 'sign', 'concat', 'if', 'ifnull',
]);

/** What a row expression reads: the column names it mentions (as written, lower-cased when bare). */
export interface RowExpression {
  columns: string[];
}

/**
 * Scans `sql`; answers the columns it names when it is a row expression over `columns` (the
 * dataset's column names), or null when it is anything else.
 *
 * @example
 * ```ts
 * scanRowExpression('CASE WHEN is_error THEN 1 ELSE 0 END', ['is_error']); // { columns: ['is_error'] }
 * scanRowExpression('COUNT(DISTINCT user_id)', ['user_id']); // null
 * ```
 */
export function scanRowExpression(sql: string, columns: readonly string[]): RowExpression | null {
  const byLower = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const named = new Set<string>();
  let depth = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '-' && sql[i + 1] === '-') return null; // comments could hide anything from the reader
    if (ch === '/' && sql[i + 1] === '*') return null;
    if (ch === ';') return null;
    if (ch === "'") {
      let j = i + 1;
      for (;;) {
        if (j >= n) return null;
        if (sql[j] === "'") {
          if (sql[j + 1] === "'") {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      i = j + 1;
      continue;
    }
    if (ch === '"') {
      const end = sql.indexOf('"', i + 1);
      if (end < 0) return null;
      const name = sql.slice(i + 1, end);
      if (name.includes('"')) return null;
      const column = byLower.get(name.toLowerCase());
      if (!column) return null;
      named.add(column);
      i = end + 1;
      continue;
    }
    if (/[0-9.]/.test(ch)) {
      const match = /^[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?/.exec(sql.slice(i));
      if (!match) return null;
      i += match[0].length;
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i))![0];
      i += word.length;
      const lower = word.toLowerCase();
      let k = i;
      while (k < n && /\s/.test(sql[k]!)) k++;
      if (sql[k] === '(') {
        if (!FUNCTIONS.has(lower)) return null;
        continue;
      }
      if (KEYWORDS.has(lower)) continue;
      const column = byLower.get(lower);
      if (!column) return null;
      named.add(column);
      continue;
    }
    if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) return null;
    } else if (!'+-*/%<>=!,|'.includes(ch)) return null;
    i++;
  }
  if (depth !== 0) return null;
  return { columns: [...named] };
}

/** `AGG(argument)` split at the top level, or null when `sql` is not one call of an aggregate over everything. */
export function splitAggregateCall(sql: string): { fn: string; argument: string } | null {
  const match = /^\s*([A-Za-z_]+)\s*\(([\s\S]*)\)\s*$/.exec(sql);
  if (!match) return null;
  const argument = match[2]!;
  // The outer parentheses must be one pair: `SUM(a) + SUM(b)` is not one call.
  let depth = 0;
  let quoted: string | null = null;
  for (const ch of argument) {
    if (quoted) {
      if (ch === quoted) quoted = null;
      continue;
    }
    if (ch === "'" || ch === '"') quoted = ch;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return null;
  }
  if (depth !== 0 || quoted) return null;
  return { fn: match[1]!.toUpperCase(), argument: argument.trim() };
}
