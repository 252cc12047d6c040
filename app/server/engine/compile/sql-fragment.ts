/**
 * A piece of SQL a person wrote that the compiler embeds in the query it writes. The compiler
 * only records it; the query may run once every fragment passed the engine's parser and
 * Tessera's rule for fragments (see `checkCompiledFragments`).
 */
export interface SqlFragment {
  /** The text as embedded (trimmed). */
  sql: string;
  /** How messages name it: `Custom SQL of metric m`, `The expression of column c` … */
  subject: string;
  /**
   * Who wrote it: a user in explore (adhoc metrics, columns, where/having), the dataset's owners
   * (computed columns, saved metrics) or an administrator (row-level-security clauses, which may
   * hold sub-queries).
   */
  author: 'user' | 'owner' | 'admin';
  /** It sits in HAVING or ORDER BY, where the query's metrics may be named too. */
  namesMetrics: boolean;
}
